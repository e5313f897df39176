import { MESSAGE_REPORT_STATUSES } from '@gigmarket/shared';
import { SearchInput, SelectInput, TextField } from 'react-admin';
import { ApplicationLinkField } from '../common/ApplicationLinkField';
import { choices } from '../common/choices';
import { LocalDateField } from '../common/LocalDateField';
import { StatusField } from '../common/StatusField';
import { UserReferenceField } from '../common/UserReferenceField';
import { ResolveReportButtons } from './ResolveReportButtons';
import { AppList } from '../common/AppList';
import { AppDatagrid } from '../common/AppDatagrid';

export const messageReportFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choices(MESSAGE_REPORT_STATUSES, 'message_report_status')} alwaysOn />,
];

export default function MessageReportList() {
  return (
    <AppList filters={messageReportFilters} filterDefaultValues={{ status: 'open' }} sort={{ field: 'created_at', order: 'DESC' }}>
      <AppDatagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="message_body" />
        <UserReferenceField source="reporter_id" nameSource="reporter_name" sortable={false} />
        <TextField source="reason" />
        <ApplicationLinkField source="application_id" />
        <StatusField source="status" prefix="message_report_status" />
        <LocalDateField source="created_at" showTime />
        <ResolveReportButtons />
      </AppDatagrid>
    </AppList>
  );
}
