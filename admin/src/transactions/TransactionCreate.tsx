import { Create } from 'react-admin';
import { TransactionForm } from './TransactionForm';

export default function TransactionCreate() {
  return (
    <Create redirect="list">
      <TransactionForm />
    </Create>
  );
}
