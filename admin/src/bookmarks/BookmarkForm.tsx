import { AutocompleteInput, ReferenceInput, SimpleForm, required } from 'react-admin';
import { UserReferenceInput } from '../common/UserReferenceInput';
import { resourcePath } from '../routes';

export function BookmarkForm() {
  return (
    <SimpleForm>
      <UserReferenceInput source="user_id" userType="freelancer" validate={required()} />
      <ReferenceInput source="listing_id" reference={resourcePath('listings')}>
        <AutocompleteInput optionText="job_title" filterToQuery={(q: string) => ({ q })} validate={required()} />
      </ReferenceInput>
    </SimpleForm>
  );
}
