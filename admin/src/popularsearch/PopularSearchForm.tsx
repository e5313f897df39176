import { NumberInput, SimpleForm, TextInput, maxLength, minValue, required } from 'react-admin';

export function PopularSearchForm() {
  return (
    <SimpleForm>
      <TextInput source="word" validate={[required(), maxLength(100)]} />
      <NumberInput source="count" defaultValue={1} validate={minValue(0)} />
    </SimpleForm>
  );
}
