import { NumberField, ReferenceField, ReferenceInput, SearchInput, SelectInput, TextField } from 'react-admin';
import { resourcePath } from '../routes';
import { AppList } from '../common/AppList';
import { AppDatagrid } from '../common/AppDatagrid';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="state" source="state_id" reference={resourcePath('states')} perPage={50} sort={{ field: 'name', order: 'ASC' }}>
    <SelectInput />
  </ReferenceInput>,
];

export default function LgaList() {
  return (
    <AppList filters={filters} sort={{ field: 'name', order: 'ASC' }}>
      <AppDatagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="name" />
        <ReferenceField source="state_id" reference={resourcePath('states')} />
        <TextField source="aliases" />
        <NumberField source="latitude" options={{ maximumFractionDigits: 5 }} />
        <NumberField source="longitude" options={{ maximumFractionDigits: 5 }} />
      </AppDatagrid>
    </AppList>
  );
}
