import { Box, Divider, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { RecordContextProvider, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { LabelField } from '../common/LabelField';
import { LocalDateField } from '../common/LocalDateField';
import { StatusField } from '../common/StatusField';
import { UserReferenceField } from '../common/UserReferenceField';
import { RevokeIdentityButton } from './RevokeIdentityButton';

/** One step of an identity's audit trail, as `GET /api/admin/identities/:id` answers it (oldest first). */
export interface IdentityEvent {
  at: string;
  action: 'requested' | 'verified' | 'failed' | 'revoked' | string;
  by_name: string | null;
  reason: string | null;
}

/** Why the last check failed: only on a failed one. */
function Failure() {
  const record = useRecordContext();
  if (record?.status !== 'failed') return null;
  return (
    <SimpleShowLayout>
      <TextField source="reason" label="resources.identities.fields.failure_reason" />
      <LocalDateField source="failed_at" showTime />
    </SimpleShowLayout>
  );
}

/** Who removed the badge, when and why: only on a revoked one. */
function Revocation() {
  const record = useRecordContext();
  if (record?.status !== 'revoked') return null;
  return (
    <SimpleShowLayout>
      <TextField source="revoke_reason" />
      <TextField source="revoked_by_name" />
      <LocalDateField source="revoked_at" showTime />
    </SimpleShowLayout>
  );
}

/** The audit trail: every request, outcome and revocation, who did it and why. */
export function IdentityEvents() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const events = Array.isArray(record.events) ? (record.events as IdentityEvent[]) : [];
  const title = translate('resources.identities.events.title');
  return (
    <Box component="section" aria-label={title} sx={{ px: 2, pb: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {events.length === 0 ? (
        <Typography color="text.secondary">{translate('resources.identities.events.empty')}</Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.identities.events.when')}</TableCell>
              <TableCell>{translate('resources.identities.events.what')}</TableCell>
              <TableCell>{translate('resources.identities.events.who')}</TableCell>
              <TableCell>{translate('resources.identities.events.reason')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {events.map((event, index) => (
              <TableRow key={`${event.at}-${event.action}-${index}`}>
                <TableCell>
                  <RecordContextProvider value={event as unknown as RaRecord}>
                    <LocalDateField source="at" showTime />
                  </RecordContextProvider>
                </TableCell>
                <TableCell>{translate(`app.identity_event.${event.action}`, { _: event.action })}</TableCell>
                <TableCell>{event.by_name ?? translate('resources.identities.events.by_bank')}</TableCell>
                <TableCell>{event.reason ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Box>
  );
}

/**
 * An identity check (docs/trust.md "Identity and safe jobs"): whose, its state, the bank account
 * (last four digits), why it failed or was revoked, and its audit trail. "Revoke" in the toolbar.
 */
export default function IdentityShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <RevokeIdentityButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="id" />
        <UserReferenceField source="user_id" nameSource="user_name" />
        <LabelField source="user_type" prefix="user_type" />
        <StatusField source="status" prefix="identity_status" />
        <TextField source="bank_name" />
        <TextField source="account_last4" />
        <TextField source="customer_code" />
        <LocalDateField source="requested_at" showTime />
        <LocalDateField source="verified_at" showTime />
      </SimpleShowLayout>
      <Failure />
      <Revocation />
      <IdentityEvents />
    </Show>
  );
}
