import { Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { ApplicationLinkField } from '../common/ApplicationLinkField';
import { LocalDateField } from '../common/LocalDateField';
import { UserReferenceField } from '../common/UserReferenceField';
import { HideCommentButton } from './HideCommentButton';
import { HiddenField } from './RatingList';
import { isHidden, StarsField } from './StarsField';

/** Who hid the comment, when and why: only on a hidden one. */
function Moderation() {
  const record = useRecordContext();
  if (!isHidden(record)) return null;
  return (
    <SimpleShowLayout>
      <LocalDateField source="hidden_at" showTime />
      <TextField source="hidden_reason" />
    </SimpleShowLayout>
  );
}

export default function RatingShow() {
  return (
    <Show
      actions={
        <TopToolbar>
          <HideCommentButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="id" />
        <ApplicationLinkField source="application_id" />
        <StarsField source="stars" />
        <UserReferenceField source="rater_id" nameSource="rater_name" />
        <UserReferenceField source="ratee_id" nameSource="ratee_name" />
        <TextField source="comment" />
        <HiddenField source="hidden" />
        <LocalDateField source="created_at" showTime />
      </SimpleShowLayout>
      <Moderation />
    </Show>
  );
}
