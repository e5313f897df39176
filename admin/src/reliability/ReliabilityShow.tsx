import { Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { ApplicationLinkField } from '../common/ApplicationLinkField';
import { LocalDateField } from '../common/LocalDateField';
import { StatusField } from '../common/StatusField';
import { UserReferenceField } from '../common/UserReferenceField';
import { ContestField } from './ContestField';
import { ResolveNoShowButtons } from './ResolveNoShowButtons';

export default function ReliabilityShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <ResolveNoShowButtons />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="id" />
        <StatusField source="kind" prefix="reliability_kind" />
        <UserReferenceField source="user_id" nameSource="user_name" />
        <StatusField source="status" prefix="reliability_status" />
        <ContestField source="contest_note" />
        <ApplicationLinkField source="application_id" />
        <TextField source="note" />
        <LocalDateField source="created_at" showTime />
        <LocalDateField source="resolved_at" showTime />
      </SimpleShowLayout>
    </Show>
  );
}
