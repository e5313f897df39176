import { FunctionField, NumberField, TextField, useTranslate } from 'react-admin';
import { AppDatagrid } from '../common/AppDatagrid';
import { AppList } from '../common/AppList';
import { LocalDateField } from '../common/LocalDateField';
import { statusKey, type WebhookEndpointRecord } from './status';

/** Every employer's webhook endpoint, newest first, with its owner, its state and its deliveries in trouble. */
export default function WebhookList() {
  const translate = useTranslate();
  return (
    <AppList sort={{ field: 'id', order: 'DESC' }} filterButton={false} pagination={false}>
      <AppDatagrid bulkActionButtons={false} rowClick="show">
        <TextField source="id" sortable={false} />
        <TextField source="owner_name" sortable={false} />
        <FunctionField<WebhookEndpointRecord> source="url" sortable={false} render={(record) => <code style={{ overflowWrap: 'anywhere' }}>{record.url}</code>} />
        <FunctionField<WebhookEndpointRecord> source="events" sortable={false} render={(record) => record.events.join(', ')} />
        <FunctionField<WebhookEndpointRecord> source="enabled" sortable={false} render={(record) => translate(statusKey(record))} />
        <LocalDateField source="failing_since" showTime sortable={false} emptyText="—" />
        <NumberField source="deliveries_failed" sortable={false} />
        <NumberField source="deliveries_pending" sortable={false} />
      </AppDatagrid>
    </AppList>
  );
}
