import { Datagrid, FunctionField, List, SearchInput, SelectInput, TextField, useTranslate } from 'react-admin';
import { ApplicationLinkField } from '../common/ApplicationLinkField';
import { ListActions } from '../common/ListActions';
import { LocalDateField } from '../common/LocalDateField';
import { UserReferenceField } from '../common/UserReferenceField';
import { HideCommentButton } from './HideCommentButton';
import { isHidden, StarsField } from './StarsField';

const STAR_CHOICES = [1, 2, 3, 4, 5].map((n) => ({ id: n, name: '★'.repeat(n) }));

export const ratingFilters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="stars" source="stars" choices={STAR_CHOICES} alwaysOn />];

export function HiddenField({ label }: { label?: string; sortable?: boolean; source?: string }) {
  const translate = useTranslate();
  return <FunctionField label={label} source="hidden" render={(record) => translate(isHidden(record) ? 'ra.boolean.true' : 'ra.boolean.false')} />;
}

export default function RatingList() {
  return (
    <List filters={ratingFilters} actions={<ListActions />} sort={{ field: 'created_at', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" sortable={false} />
        <ApplicationLinkField source="application_id" sortable={false} />
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
