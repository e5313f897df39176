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

/** Pages of the id + name lookups (industries, job types, skills). */
export function LookupList() {
  return (
    <AppList filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'name', order: 'ASC' }}>
      <AppDatagrid rowClick="edit">
        <TextField source="id" />
        <TextField source="name" />
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
      </SimpleShowLayout>
    </Show>
  );
}

const LookupForm = () => (
  <SimpleForm>
    <TextInput source="name" validate={[required(), maxLength(100)]} />
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
