import { Edit } from 'react-admin';
import { TransactionForm } from './TransactionForm';

export default function TransactionEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <TransactionForm />
    </Edit>
  );
}
