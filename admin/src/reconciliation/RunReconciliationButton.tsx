import SyncIcon from '@mui/icons-material/Sync';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  useCanAccess,
  useDataProvider,
  useNotify,
  useRefresh,
  useResourceContext,
} from 'react-admin';
import type { ActionAnswer, AppDataProvider, ReconciliationRun } from '../providers/dataProvider';

/** A run's answer as read here: the API's `{ data: { found } }`, or the older `differences` (a count or a list) or a bare list. */
type RunAnswer = Partial<Omit<ActionAnswer, 'data'>> & {
  data?: (Partial<ReconciliationRun> & { differences?: number | unknown[] }) | unknown[];
};

/** How many differences a run reports: `data.found`, `data.differences` (a count or a list), or a list. */
export function differencesFound(answer: RunAnswer | undefined): number {
  const data = answer?.data;
  if (Array.isArray(data)) return data.length;
  if (data && typeof data === 'object') {
    if (typeof data.found === 'number') return data.found;
    if (typeof data.differences === 'number') return data.differences;
    if (Array.isArray(data.differences)) return data.differences.length;
  }
  return 0;
}

/**
 * "Run reconciliation now": `POST /api/admin/reconciliation/run`, then "N differences found" and a
 * fresh list. Needs `reconciliation.edit`.
 */
export function RunReconciliationButton() {
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  const { mutate, isPending } = useMutation({
    mutationFn: () => dataProvider.runReconciliation(),
    onSuccess: (answer) => {
      notify('resources.reconciliation.run.found', {
        type: 'info',
        messageArgs: { smart_count: differencesFound(answer) },
      });
      void queryClient.invalidateQueries({ queryKey: [resource] });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error', messageArgs: { _: error.message } }),
  });
  if (!canAccess) return null;
  return (
    <Button label="resources.reconciliation.run.label" disabled={isPending} onClick={() => mutate()}>
      <SyncIcon />
    </Button>
  );
}
