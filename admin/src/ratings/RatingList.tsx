import { BooleanInput, Datagrid, FunctionField, List, NumberInput, TextField, useTranslate } from 'react-admin';
import { ApplicationLinkField } from '../common/ApplicationLinkField';
import { ListActions } from '../common/ListActions';
import { LocalDateField } from '../common/LocalDateField';
import { UserReferenceField } from '../common/UserReferenceField';
import { HideCommentButton } from './HideCommentButton';
import { isHidden, StarsField } from './StarsField';

export const ratingFilters = [<NumberInput key="stars" source="stars" min={1} max={5} />, <BooleanInput key="hidden" source="hidden" />];

export function HiddenField({ label }: { label?: string; sortable?: boolean; source?: string }) {
  const translate = useTranslate();
  return <FunctionField label={label} source="hidden" render={(record) => translate(isHidden(record) ? 'ra.boolean.true' : 'ra.boolean.false')} />;
}

export default function RatingList() {
  return (
    <List filters={ratingFilters} actions={<ListActions />} sort={{ field: 'id', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <ApplicationLinkField source="application_id" />
        <StarsField source="stars" />
        <UserReferenceField source="rater_id" nameSource="rater_name" sortable={false} />
        <UserReferenceField source="ratee_id" nameSource="ratee_name" sortable={false} />
        <TextField source="comment" sortable={false} />
        <HiddenField source="hidden" sortable={false} />
        <LocalDateField source="created_at" showTime />
        <HideCommentButton />
      </Datagrid>
    </List>
  );
}
