import { SelectInput, TextField, SearchInput } from 'react-admin';
import { choices } from '../common/choices';
import { LocalDateField } from '../common/LocalDateField';
import { RECONCILIATION_KINDS } from '../common/money';
import { StatusField } from '../common/StatusField';
import { RunReconciliationButton } from './RunReconciliationButton';
import { AppList } from '../common/AppList';
import { AppDatagrid } from '../common/AppDatagrid';

export const reconciliationFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="kind" source="kind" choices={choices(RECONCILIATION_KINDS, 'reconciliation_kind')} alwaysOn />,
];

export default function ReconciliationList() {
  return (
    <AppList
      filters={reconciliationFilters}
      pageActions={<RunReconciliationButton />}
      sort={{ field: 'detected_at', order: 'DESC' }}
    >
      <AppDatagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="id" />
        <StatusField source="kind" prefix="reconciliation_kind" />
        <TextField source="reference" />
        <TextField source="ours" />
        <TextField source="theirs" />
        <LocalDateField source="detected_at" showTime />
        <LocalDateField source="resolved_at" showTime />
      </AppDatagrid>
    </AppList>
  );
}
