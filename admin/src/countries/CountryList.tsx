import { SearchInput, TextField } from 'react-admin';
import { AppList } from '../common/AppList';
import { AppDatagrid } from '../common/AppDatagrid';

export default function CountryList() {
  return (
    <AppList filters={[<SearchInput key="q" source="q" alwaysOn />]} sort={{ field: 'name', order: 'ASC' }}>
      <AppDatagrid rowClick="show">
        <TextField source="id" />
        <TextField source="code" />
        <TextField source="name" />
        <TextField source="currency" />
        <TextField source="phone_code" />
      </AppDatagrid>
    </AppList>
  );
}
