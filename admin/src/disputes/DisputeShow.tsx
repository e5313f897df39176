import { Show, SimpleShowLayout, TextField, useRecordContext } from 'react-admin';
import { ApplicationLinkField } from '../common/ApplicationLinkField';
import { LocalDateField } from '../common/LocalDateField';
import { MinorMoneyField } from '../common/MinorMoneyField';
import { StatusField } from '../common/StatusField';
import { UserReferenceField } from '../common/UserReferenceField';
import { DisputeSides } from './DisputeSides';
import { DisputeThread } from './DisputeThread';
import { DisputeTimeline } from './DisputeTimeline';
import { ResolveDisputeForm } from './ResolveDisputeForm';

/** The decision, once there is one. */
function Outcome() {
  const record = useRecordContext();
  if (record?.status !== 'resolved') return null;
  return (
    <SimpleShowLayout>
      <StatusField source="resolution" prefix="resolution" />
      <MinorMoneyField source="freelancer_amount_minor" />
      <TextField source="note" />
      <LocalDateField source="resolved_at" showTime />
    </SimpleShowLayout>
  );
}

/** The resolve form, only while the dispute is open. */
function ResolveWhenOpen() {
  const record = useRecordContext();
  if (record?.status !== 'open') return null;
  return <ResolveDisputeForm />;
}

/**
 * A dispute as the admin decides it (docs/hire-to-pay.md "Disputes: both sides heard"): the hire,
 * both sides' statements, the hire's timeline and its conversation, then the decision or the form.
 */
export default function DisputeShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <ApplicationLinkField source="application_id" />
        <TextField source="job_title" />
        <UserReferenceField source="employer_id" nameSource="employer_name" />
        <UserReferenceField source="freelancer_id" nameSource="freelancer_name" />
        <StatusField source="status" prefix="dispute_status" />
        <MinorMoneyField source="agreed_amount_minor" />
        <LocalDateField source="created_at" showTime />
      </SimpleShowLayout>
      <DisputeSides />
      <DisputeTimeline />
      <DisputeThread />
      <Outcome />
      <ResolveWhenOpen />
    </Show>
  );
}
