import { MESSAGE_REPORT_STATUSES } from '@gigmarket/shared';
import { Datagrid, List, SearchInput, SelectInput, TextField } from 'react-admin';
import { ApplicationLinkField } from '../common/ApplicationLinkField';
import { choices } from '../common/choices';
import { ListActions } from '../common/ListActions';
import { LocalDateField } from '../common/LocalDateField';
import { StatusField } from '../common/StatusField';
import { UserReferenceField } from '../common/UserReferenceField';
import { ResolveReportButtons } from './ResolveReportButtons';

export const messageReportFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={choices(MESSAGE_REPORT_STATUSES, 'message_report_status')} alwaysOn />,
];

export default function MessageReportList() {
  return (
    <List filters={messageReportFilters} filterDefaultValues={{ status: 'open' }} actions={<ListActions />} sort={{ field: 'created_at', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" sortable={false} />
        <TextField source="message_body" sortable={false} />
        <UserReferenceField source="reporter_id" nameSource="reporter_name" sortable={false} />
        <TextField source="reason" sortable={false} />
        <ApplicationLinkField source="application_id" sortable={false} />
        <StatusField source="status" prefix="message_report_status" />
        <LocalDateField source="created_at" showTime />
        <ResolveReportButtons />
      </Datagrid>
    </List>
  );
}
