import ReplayIcon from '@mui/icons-material/Replay';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Button,
  Confirm,
  FunctionField,
  Labeled,
  NumberField,
  Show,
  SimpleShowLayout,
  TextField,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { LocalDateField } from '../common/LocalDateField';
import type { AppDataProvider } from '../providers/dataProvider';
import type { ApiSchemas } from '../providers/api-schemas';
import { statusKey, type WebhookEndpointRecord } from './status';

type Delivery = ApiSchemas['WebhookDeliveryDto'];
type EndpointDetail = WebhookEndpointRecord & { deliveries: Delivery[] };

const when = (value: string | null | undefined, locale: string) =>
  value ? new Date(value).toLocaleString(locale === 'fr' ? 'fr-FR' : 'en-GB', { timeZone: 'Africa/Lagos', dateStyle: 'medium', timeStyle: 'short' }) : '—';

/** "Resend" on a delivery: asks first, then queues one more attempt now with the same webhook-id. */
export function ResendButton({ endpointId, delivery }: { endpointId: number; delivery: Delivery }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    try {
      await dataProvider.resendWebhookDelivery(endpointId, delivery.id);
      notify('resources.webhooks.resend.done', { type: 'success' });
      refresh();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setPending(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button label="resources.webhooks.resend.label" aria-label={translate('resources.webhooks.resend.label')} variant="outlined" size="small" disabled={pending} onClick={() => setOpen(true)}>
        <ReplayIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title="resources.webhooks.resend.title"
        titleTranslateOptions={{ event: delivery.event_id }}
        content="resources.webhooks.resend.content"
        confirm="resources.webhooks.resend.label"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** The endpoint's latest deliveries, each with every attempt (time, answer code, error). */
function Deliveries() {
  const record = useRecordContext<EndpointDetail>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  if (!record.deliveries.length) return <Typography color="text.secondary">{translate('resources.webhooks.noDeliveries')}</Typography>;
  return (
    <div style={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label={translate('resources.webhooks.deliveries')}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.webhooks.delivery.event')}</TableCell>
            <TableCell>{translate('resources.webhooks.delivery.status')}</TableCell>
            <TableCell>{translate('resources.webhooks.delivery.attempts')}</TableCell>
            <TableCell>{translate('resources.webhooks.delivery.next')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {record.deliveries.map((delivery) => (
            <TableRow key={delivery.id} data-testid={`delivery-${delivery.id}`}>
              <TableCell>
                <code>{delivery.event_type}</code>
                <br />
                <small>{delivery.event_id}</small>
              </TableCell>
              <TableCell>{translate(`resources.webhooks.delivery.statuses.${delivery.status}`)}</TableCell>
              <TableCell>
                <ul style={{ margin: 0, paddingLeft: '1rem' }}>
                  {delivery.attempt_log.map((attempt) => (
                    <li key={attempt.id}>
                      {when(attempt.attempted_at, locale)}: {attempt.status_code ?? translate('resources.webhooks.delivery.noAnswer')}
                      {attempt.error ? ` (${attempt.error})` : ''}
                    </li>
                  ))}
                </ul>
              </TableCell>
              <TableCell>{delivery.status === 'pending' ? when(delivery.next_attempt_at, locale) : '—'}</TableCell>
              <TableCell>
                <ResendButton endpointId={record.id} delivery={delivery} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** One endpoint: owner, address, events, state, and its latest deliveries with their attempts. */
export default function WebhookShow() {
  const translate = useTranslate();
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="owner_name" />
        <TextField source="url" />
        <TextField source="description" emptyText="—" />
        <FunctionField<EndpointDetail> source="events" render={(record) => record.events.join(', ')} />
        <FunctionField<EndpointDetail> source="enabled" render={(record) => translate(statusKey(record))} />
        <LocalDateField source="failing_since" showTime emptyText="—" />
        <NumberField source="deliveries_failed" />
        <NumberField source="deliveries_pending" />
        <Labeled label="resources.webhooks.deliveries" fullWidth>
          <Deliveries />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
