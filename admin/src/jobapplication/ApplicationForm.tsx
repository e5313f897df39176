import { AutocompleteInput, NumberInput, ReferenceInput, SimpleForm, required } from 'react-admin';
import { UserReferenceInput } from '../common/UserReferenceInput';
import { resourcePath } from '../routes';

export function ApplicationForm({ creating = false }: { creating?: boolean }) {
  return (
    <SimpleForm>
      {creating && (
        <>
          <ReferenceInput source="listing_id" reference={resourcePath('listings')} filter={{ status: 'open' }}>
            <AutocompleteInput optionText="job_title" filterToQuery={(q: string) => ({ q })} validate={required()} />
          </ReferenceInput>
          <UserReferenceInput source="user_id" userType="freelancer" validate={required()} />
        </>
      )}
      <NumberInput source="price" min={0} />
      <NumberInput source="new_price" min={0} />
    </SimpleForm>
  );
}
