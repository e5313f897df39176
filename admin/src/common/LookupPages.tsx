import { Create, Datagrid, Edit, List, SearchInput, Show, SimpleForm, SimpleShowLayout, TextField, TextInput, maxLength, required } from 'react-admin';
import { ListActions } from './ListActions';

/** Pages of the id + name lookups (industries, job types, skills). */
export function LookupList() {
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} actions={<ListActions />} sort={{ field: 'name', order: 'ASC' }}>
      <Datagrid rowClick="edit">
        <TextField source="id" />
        <TextField source="name" />
      </Datagrid>
    </List>
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
