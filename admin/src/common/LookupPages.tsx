import {
  Create,
  Edit,
  SearchInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  maxLength,
  required,
} from 'react-admin';
import { AppList } from './AppList';
import { AppDatagrid } from './AppDatagrid';
import { FrenchNameInput } from './FrenchNameInput';

/** Pages of the id + name lookups (industries, job types, skills), with the French name. */
export function LookupList() {
  return (
    <AppList filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'name', order: 'ASC' }}>
      <AppDatagrid rowClick="edit">
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="name_fr" />
      </AppDatagrid>
    </AppList>
  );
}

export function LookupShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="name_fr" />
      </SimpleShowLayout>
    </Show>
  );
}

const LookupForm = () => (
  <SimpleForm>
    <TextInput source="name" validate={[required(), maxLength(100)]} />
    <FrenchNameInput />
  </SimpleForm>
);

export function LookupEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <LookupForm />
    </Edit>
  );
}

export function LookupCreate() {
  return (
    <Create redirect="list">
      <LookupForm />
    </Create>
  );
}
