import { Datagrid, List, NumberField, SearchInput, TextField } from 'react-admin';
import { ListActions } from '../common/ListActions';
import { LocalDateField } from '../common/LocalDateField';

export default function PopularSearchList() {
  return (
    <List filters={[<SearchInput key="q" source="q" alwaysOn />]} actions={<ListActions />} sort={{ field: 'count', order: 'DESC' }}>
      <Datagrid rowClick="show">
        <TextField source="id" />
        <TextField source="word" />
        <NumberField source="count" />
        <LocalDateField source="updated_at" />
      </Datagrid>
    </List>
  );
}
