import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import type { MessageReportDecision } from '@gigmarket/shared';
import type { AppDataProvider } from '../providers/dataProvider';

/** "Resolve" / "Dismiss" on an open report: `POST /api/admin/messagereports/:id/resolve { decision, note? }`. Needs `messagereports.edit`. */
export function ResolveReportButtons() {
  const record = useRecordContext();
  const resource = useResourceContext() ?? 'admin/messagereports';
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [decision, setDecision] = useState<MessageReportDecision | null>(null);
  const [note, setNote] = useState('');
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  const { mutate, isPending } = useMutation({
    mutationFn: (body: { decision: MessageReportDecision; note?: string }) => dataProvider.resolveMessageReport(record!.id, body),
    onSuccess: () => {
      notify('resources.messagereports.resolve.done', { type: 'success' });
      setDecision(null);
      setNote('');
      void queryClient.invalidateQueries({ queryKey: [resource] });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error', messageArgs: { _: error.message } }),
  });
  if (!record || !canAccess || record.status !== 'open') return null;
  const titleId = `report-${record.id}-resolve-title`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (decision) mutate(note.trim() ? { decision, note: note.trim() } : { decision });
  };
  return (
    <Stack direction="row" spacing={1} component="span" onClick={(event) => event.stopPropagation()}>
      <Button label="resources.messagereports.resolve.resolve" color="error" variant="outlined" size="small" disabled={isPending} onClick={() => setDecision('resolved')}>
        <CheckIcon />
      </Button>
      <Button label="resources.messagereports.resolve.dismiss" variant="outlined" size="small" disabled={isPending} onClick={() => setDecision('dismissed')}>
        <CloseIcon />
      </Button>
      <Dialog open={decision !== null} onClose={() => setDecision(null)} aria-labelledby={titleId}>
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{translate(`resources.messagereports.resolve.${decision === 'resolved' ? 'resolve' : 'dismiss'}_title`, { id: record.id })}</DialogTitle>
          <DialogContent>
            <TextField
              label={translate('resources.messagereports.resolve.note')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              fullWidth
              multiline
              minRows={2}
              margin="normal"
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setDecision(null)}>{translate('ra.action.cancel')}</MuiButton>
            <MuiButton type="submit" variant="contained" disabled={isPending}>
              {translate(`resources.messagereports.resolve.${decision === 'resolved' ? 'resolve' : 'dismiss'}`)}
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </Stack>
  );
}
