import { SimpleForm, required } from 'react-admin';
import { UserReferenceInput } from '../common/UserReferenceInput';

export function ConnectionForm() {
  return (
    <SimpleForm>
      <UserReferenceInput source="freelancer_id" userType="freelancer" validate={required()} />
      <UserReferenceInput source="employer_id" userType="employer" validate={required()} />
    </SimpleForm>
  );
}
