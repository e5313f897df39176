import { Create } from 'react-admin';
import { PortfolioForm } from './PortfolioForm';

export default function PortfolioCreate() {
  return (
    <Create redirect="list">
      <PortfolioForm />
    </Create>
  );
}
