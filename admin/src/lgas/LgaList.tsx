import { Datagrid, List, NumberField, ReferenceField, ReferenceInput, SearchInput, SelectInput, TextField } from 'react-admin';
import { ListActions } from '../common/ListActions';
import { resourcePath } from '../routes';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="state" source="state_id" reference={resourcePath('states')} perPage={50} sort={{ field: 'name', order: 'ASC' }}>
    <SelectInput />
  </ReferenceInput>,
];

export default function LgaList() {
  return (
    <List filters={filters} actions={<ListActions />} sort={{ field: 'name', order: 'ASC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="name" />
        <ReferenceField source="state_id" reference={resourcePath('states')} />
        <TextField source="aliases" sortable={false} />
        <NumberField source="latitude" sortable={false} options={{ maximumFractionDigits: 5 }} />
        <NumberField source="longitude" sortable={false} options={{ maximumFractionDigits: 5 }} />
      </Datagrid>
    </List>
  );
}
