import { RELIABILITY_EVENT_KINDS, RELIABILITY_EVENT_STATUSES } from '@gigmarket/shared';
import { SelectArrayInput, SelectInput, TextField, SearchInput } from 'react-admin';
import { ApplicationLinkField } from '../common/ApplicationLinkField';
import { choices } from '../common/choices';
import { LocalDateField } from '../common/LocalDateField';
import { StatusField } from '../common/StatusField';
import { UserReferenceField } from '../common/UserReferenceField';
import { ContestField } from './ContestField';
import { ResolveNoShowButtons } from './ResolveNoShowButtons';
import { AppList } from '../common/AppList';
import { AppDatagrid } from '../common/AppDatagrid';

export const reliabilityFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="kind" source="kind" choices={choices(RELIABILITY_EVENT_KINDS, 'reliability_kind')} alwaysOn />,
  // Several at once: the dashboard's open no-shows are those reported or contested.
  <SelectArrayInput key="status" source="status" choices={choices(RELIABILITY_EVENT_STATUSES, 'reliability_status')} alwaysOn sx={{ minWidth: 200 }} />,
];

export default function ReliabilityList() {
  return (
    <AppList filters={reliabilityFilters} sort={{ field: 'created_at', order: 'DESC' }}>
      <AppDatagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <StatusField source="kind" prefix="reliability_kind" />
        <UserReferenceField source="user_id" nameSource="user_name" sortable={false} />
        <StatusField source="status" prefix="reliability_status" />
        <ContestField source="contest_note" />
        <ApplicationLinkField source="application_id" />
        <LocalDateField source="created_at" showTime />
        <ResolveNoShowButtons />
      </AppDatagrid>
    </AppList>
  );
}
