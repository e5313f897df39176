import { Datagrid, List, SelectInput, TextField, SearchInput } from 'react-admin';
import { choices } from '../common/choices';
import { ListActions } from '../common/ListActions';
import { LocalDateField } from '../common/LocalDateField';
import { RECONCILIATION_KINDS } from '../common/money';
import { StatusField } from '../common/StatusField';
import { RunReconciliationButton } from './RunReconciliationButton';

export const reconciliationFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="kind" source="kind" choices={choices(RECONCILIATION_KINDS, 'reconciliation_kind')} alwaysOn />,
];

export default function ReconciliationList() {
  return (
    <List
      filters={reconciliationFilters}
      actions={
        <ListActions>
          <RunReconciliationButton />
        </ListActions>
      }
      sort={{ field: 'detected_at', order: 'DESC' }}
    >
      <Datagrid rowClick={false} bulkActionButtons={false}>
        <TextField source="id" />
        <StatusField source="kind" prefix="reconciliation_kind" />
        <TextField source="reference" />
        <TextField source="ours" sortable={false} />
        <TextField source="theirs" sortable={false} />
        <LocalDateField source="detected_at" showTime />
        <LocalDateField source="resolved_at" showTime />
      </Datagrid>
    </List>
  );
}
