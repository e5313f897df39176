import { Show, SimpleShowLayout, TextField } from 'react-admin';

export default function CountryShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="code" />
        <TextField source="name" />
        <TextField source="currency" />
        <TextField source="phone_code" />
      </SimpleShowLayout>
    </Show>
  );
}
