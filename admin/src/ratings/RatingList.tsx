import { FunctionField, SearchInput, SelectInput, TextField, useTranslate } from 'react-admin';
import { ApplicationLinkField } from '../common/ApplicationLinkField';
import { LocalDateField } from '../common/LocalDateField';
import { UserReferenceField } from '../common/UserReferenceField';
import { HideCommentButton } from './HideCommentButton';
import { isHidden, StarsField } from './StarsField';
import { AppList } from '../common/AppList';
import { AppDatagrid } from '../common/AppDatagrid';

const STAR_CHOICES = [1, 2, 3, 4, 5].map((n) => ({ id: n, name: '★'.repeat(n) }));

export const ratingFilters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="stars" source="stars" choices={STAR_CHOICES} alwaysOn />];

export function HiddenField({ label }: { label?: string; sortable?: boolean; sortBy?: string; source?: string }) {
  const translate = useTranslate();
  return <FunctionField label={label} source="hidden" render={(record) => translate(isHidden(record) ? 'ra.boolean.true' : 'ra.boolean.false')} />;
}

export default function RatingList() {
  return (
    <AppList filters={ratingFilters} sort={{ field: 'created_at', order: 'DESC' }}>
      <AppDatagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <ApplicationLinkField source="application_id" />
        <StarsField source="stars" />
        <UserReferenceField source="rater_id" nameSource="rater_name" sortable={false} />
        <UserReferenceField source="ratee_id" nameSource="ratee_name" sortable={false} />
        <TextField source="comment" />
        <HiddenField source="hidden" sortBy="hidden_at" />
        <LocalDateField source="created_at" showTime />
        <HideCommentButton />
      </AppDatagrid>
    </AppList>
  );
}
