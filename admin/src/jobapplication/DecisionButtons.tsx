import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

/** Approve / Disapprove a pending application (explicit API actions, not a plain update). */
export function DecisionButtons() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  const { mutate, isPending } = useMutation({
    mutationFn: (decision: 'approve' | 'disapprove') => dataProvider.decideApplication(record!.id, decision),
    onSuccess: (_, decision) => {
      notify(`resources.jobapplication.actions.${decision === 'approve' ? 'approved' : 'disapproved'}`, { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: [resource] });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error', messageArgs: { _: error.message } }),
  });
  if (!record || record.status !== 'pending' || !canAccess) return null;
  return (
    <Stack direction={{ xs: 'column', xl: 'row' }} spacing={0.5} onClick={(event) => event.stopPropagation()}>
      <Button
        label="resources.jobapplication.actions.approve"
        color="success"
        variant="outlined"
        size="small"
        disabled={isPending}
        onClick={() => mutate('approve')}
      >
        <CheckIcon />
      </Button>
      <Button
        label="resources.jobapplication.actions.disapprove"
        color="error"
        variant="outlined"
        size="small"
        disabled={isPending}
        onClick={() => mutate('disapprove')}
      >
        <CloseIcon />
      </Button>
    </Stack>
  );
}
