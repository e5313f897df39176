import { Datagrid, List, ReferenceField, ReferenceInput, SearchInput, SelectInput, TextField } from 'react-admin';
import { ListActions } from '../common/ListActions';
import { resourcePath } from '../routes';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="country" source="country_id" reference={resourcePath('countries')}>
    <SelectInput />
  </ReferenceInput>,
];

export default function StateList() {
  return (
    <List filters={filters} actions={<ListActions />} sort={{ field: 'name', order: 'ASC' }}>
      <Datagrid rowClick="show">
        <TextField source="id" />
        <TextField source="name" />
        <ReferenceField source="country_id" reference={resourcePath('countries')} />
      </Datagrid>
    </List>
  );
}
