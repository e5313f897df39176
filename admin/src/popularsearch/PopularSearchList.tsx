import { NumberField, SearchInput, TextField } from 'react-admin';
import { LocalDateField } from '../common/LocalDateField';
import { AppList } from '../common/AppList';
import { AppDatagrid } from '../common/AppDatagrid';

export default function PopularSearchList() {
  return (
    <AppList filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'count', order: 'DESC' }}>
      <AppDatagrid rowClick="show">
        <TextField source="id" />
        <TextField source="word" />
        <NumberField source="count" />
        <LocalDateField source="updated_at" />
      </AppDatagrid>
    </AppList>
  );
}
