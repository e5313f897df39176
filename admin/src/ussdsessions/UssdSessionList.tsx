import { USSD_GATEWAYS, USSD_OUTCOMES } from '@gigmarket/shared';
import { DateInput, NumberField, SelectInput, TextField, TextInput } from 'react-admin';
import { choices } from '../common/choices';
import { LocalDateField } from '../common/LocalDateField';
import { StatusField } from '../common/StatusField';
import { UserReferenceField } from '../common/UserReferenceField';
import { AppList } from '../common/AppList';
import { AppDatagrid } from '../common/AppDatagrid';

export const ussdSessionFilters = [
  <TextInput key="q" source="q" alwaysOn />,
  <SelectInput key="outcome" source="outcome" choices={choices(USSD_OUTCOMES, 'ussd_outcome')} alwaysOn />,
  <SelectInput key="gateway" source="gateway" choices={choices(USSD_GATEWAYS, 'ussd_gateway')} />,
  <DateInput key="from" source="started_at_gte" />,
];

export default function UssdSessionList() {
  return (
    <AppList filters={ussdSessionFilters} sort={{ field: 'started_at', order: 'DESC' }}>
      <AppDatagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="phone" />
        <UserReferenceField source="user_id" nameSource="user_name" sortable={false} />
        <TextField source="network" />
        <NumberField source="hops" />
        <NumberField source="duration_seconds" />
        <StatusField source="outcome" prefix="ussd_outcome" emptyText="app.ussd_outcome.browsed_only" />
        <LocalDateField source="started_at" showTime />
      </AppDatagrid>
    </AppList>
  );
}
