import BlockIcon from '@mui/icons-material/Block';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Button, useNotify, useRecordContext, useResourceContext, useUpdate } from 'react-admin';

/** Blocks an active user or unblocks a blocked one (the `status` field). */
export function BlockButton() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  if (!record || record.user_type === 'superadmin') return null;
  const blocked = record.status === 'blocked';
  return (
    <Button
      label={blocked ? 'app.status.active' : 'app.status.blocked'}
      color={blocked ? 'success' : 'error'}
      disabled={isPending}
      onClick={(event) => {
        event.stopPropagation();
        update(
          resource,
          { id: record.id, data: { status: blocked ? 'active' : 'blocked' }, previousData: record },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } }),
            onError: (error) => notify((error as Error).message, { type: 'error' }),
          },
        );
      }}
    >
      {blocked ? <LockOpenIcon /> : <BlockIcon />}
    </Button>
  );
}
