import { USSD_GATEWAYS, USSD_OUTCOMES } from '@gigmarket/shared';
import { Datagrid, List, NumberField, SelectInput, TextField, TextInput } from 'react-admin';
import { choices } from '../common/choices';
import { ListActions } from '../common/ListActions';
import { LocalDateField } from '../common/LocalDateField';
import { StatusField } from '../common/StatusField';
import { UserReferenceField } from '../common/UserReferenceField';

export const ussdSessionFilters = [
  <TextInput key="q" source="q" alwaysOn />,
  <SelectInput key="outcome" source="outcome" choices={choices(USSD_OUTCOMES, 'ussd_outcome')} alwaysOn />,
  <SelectInput key="gateway" source="gateway" choices={choices(USSD_GATEWAYS, 'ussd_gateway')} />,
];

export default function UssdSessionList() {
  return (
    <List filters={ussdSessionFilters} actions={<ListActions />} sort={{ field: 'started_at', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" sortable={false} />
        <TextField source="phone" />
        <UserReferenceField source="user_id" nameSource="user_name" sortable={false} />
        <TextField source="network" sortable={false} />
        <NumberField source="hops" />
        <NumberField source="duration_seconds" sortable={false} />
        <StatusField source="outcome" prefix="ussd_outcome" />
        <LocalDateField source="started_at" showTime />
      </Datagrid>
    </List>
  );
}
