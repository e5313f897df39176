import { Edit } from 'react-admin';
import { CustomMessageForm } from './CustomMessageForm';

export default function CustomMessageEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <CustomMessageForm />
    </Edit>
  );
}
