import CloseIcon from '@mui/icons-material/DoNotDisturb';
import PublishIcon from '@mui/icons-material/Publish';
import ReplayIcon from '@mui/icons-material/Replay';
import { useMutation } from '@tanstack/react-query';
import { Button, useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext } from 'react-admin';
import type { AppDataProvider, ListingStatusChange } from '../providers/dataProvider';

const CHANGES: Record<string, { change: ListingStatusChange; icon: React.ReactElement }> = {
  draft: { change: 'publish', icon: <PublishIcon /> },
  open: { change: 'close', icon: <CloseIcon /> },
  closed: { change: 'reopen', icon: <ReplayIcon /> },
};

/** The one status change a listing allows next (publish a draft, close an open one, reopen a closed one). */
export function ListingStatusButtons() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  const next = record ? CHANGES[record.status as string] : undefined;
  const { mutate, isPending } = useMutation({
    mutationFn: (change: ListingStatusChange) => dataProvider.changeListingStatus(record!.id, change),
    onSuccess: () => {
      notify('app.listing_actions.done', { type: 'success' });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error', messageArgs: { _: error.message } }),
  });
  if (!record || !next || !canAccess || record.deleted_at) return null;
  return (
    <Button label={`app.listing_actions.${next.change}`} disabled={isPending} onClick={() => mutate(next.change)}>
      {next.icon}
    </Button>
  );
}
