import { NumberField, ReferenceField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { resourcePath } from '../routes';

export default function LgaShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="name" />
        <ReferenceField source="state_id" reference={resourcePath('states')} />
        <TextField source="aliases" />
        <NumberField source="latitude" options={{ maximumFractionDigits: 7 }} />
        <NumberField source="longitude" options={{ maximumFractionDigits: 7 }} />
      </SimpleShowLayout>
    </Show>
  );
}
