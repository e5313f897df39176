import { SimpleForm, TextInput, maxLength, minLength, regex, required } from 'react-admin';

export function CountryForm() {
  return (
    <SimpleForm>
      <TextInput source="code" validate={[required(), minLength(2), maxLength(2)]} />
      <TextInput source="name" validate={[required(), maxLength(100)]} />
      <TextInput source="currency" validate={[required(), regex(/^[A-Z]{3}$/, 'ISO 4217, e.g. NGN')]} />
      <TextInput source="phone_code" validate={[required(), maxLength(6)]} />
    </SimpleForm>
  );
}
