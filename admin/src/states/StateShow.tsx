import { ReferenceField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { resourcePath } from '../routes';

export default function StateShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="name_fr" />
        <ReferenceField source="country_id" reference={resourcePath('countries')} />
      </SimpleShowLayout>
    </Show>
  );
}
