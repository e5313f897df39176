import { ReferenceInput, SelectInput, SimpleForm, TextInput, maxLength, required } from 'react-admin';
import { FrenchNameInput } from '../common/FrenchNameInput';
import { resourcePath } from '../routes';

export function StateForm() {
  return (
    <SimpleForm>
      <TextInput source="name" validate={[required(), maxLength(100)]} />
      <FrenchNameInput />
      <ReferenceInput source="country_id" reference={resourcePath('countries')}>
        <SelectInput validate={required()} />
      </ReferenceInput>
    </SimpleForm>
  );
}
