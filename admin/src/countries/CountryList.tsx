import { Datagrid, List, SearchInput, TextField } from 'react-admin';
import { ListActions } from '../common/ListActions';

export default function CountryList() {
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} actions={<ListActions />} sort={{ field: 'name', order: 'ASC' }}>
      <Datagrid rowClick="show">
        <TextField source="id" />
        <TextField source="code" />
        <TextField source="name" />
        <TextField source="currency" />
        <TextField source="phone_code" />
      </Datagrid>
    </List>
  );
}
