import { ReferenceField, ReferenceInput, SearchInput, SelectInput, TextField } from 'react-admin';
import { resourcePath } from '../routes';
import { AppList } from '../common/AppList';
import { AppDatagrid } from '../common/AppDatagrid';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="country" source="country_id" reference={resourcePath('countries')}>
    <SelectInput />
  </ReferenceInput>,
];

export default function StateList() {
  return (
    <AppList filters={filters} sort={{ field: 'name', order: 'ASC' }}>
      <AppDatagrid rowClick="show">
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="name_fr" />
        <ReferenceField source="country_id" reference={resourcePath('countries')} />
      </AppDatagrid>
    </AppList>
  );
}
