import { Edit } from 'react-admin';
import { PortfolioForm } from './PortfolioForm';

export default function PortfolioEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <PortfolioForm />
    </Edit>
  );
}
