import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate } from 'react-admin';
import { userLabel } from '../common/UserReferenceField';
import type { AppDataProvider, ResolveReliabilityBody } from '../providers/dataProvider';

const NOTE_MAX = 500;

/** The body of the decision: the note only when written. */
export function reliabilityBody(decision: ResolveReliabilityBody['decision'], note: string): ResolveReliabilityBody {
  const trimmed = note.trim();
  return trimmed ? { decision, note: trimmed } : { decision };
}

/**
 * "Uphold" / "Dismiss" on a contested no-show: asks (with an optional note), then
 * `POST /api/admin/reliability/:id/resolve { decision, note? }`. Needs `reliability.edit`.
 */
export function ResolveNoShowButtons() {
  const record = useRecordContext();
  const resource = useResourceContext() ?? 'admin/reliability';
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [decision, setDecision] = useState<ResolveReliabilityBody['decision'] | null>(null);
  const [note, setNote] = useState('');
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  const { mutate, isPending } = useMutation({
    mutationFn: (body: ResolveReliabilityBody) => dataProvider.resolveReliability(record!.id, body),
    onSuccess: (answer) => {
      const message = answer?.message || 'resources.reliability.resolve.done';
      notify(message, { type: 'success', messageArgs: { _: message } });
      setDecision(null);
      setNote('');
      void queryClient.invalidateQueries({ queryKey: [resource] });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error', messageArgs: { _: error.message } }),
  });
  if (!record || !canAccess || record.kind !== 'no_show' || record.status !== 'contested') return null;
  const name = userLabel(record.user_name, null) ?? translate('app.unnamed_user');
  const key = decision === 'upheld' ? 'uphold' : 'dismiss';
  const titleId = `reliability-${record.id}-resolve-title`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (decision) mutate(reliabilityBody(decision, note));
  };
  return (
    <Stack direction="row" spacing={1} component="span" onClick={(event) => event.stopPropagation()}>
      <Button label="resources.reliability.resolve.uphold" color="error" variant="outlined" size="small" disabled={isPending} onClick={() => setDecision('upheld')}>
        <CheckIcon />
      </Button>
      <Button label="resources.reliability.resolve.dismiss" color="primary" variant="outlined" size="small" disabled={isPending} onClick={() => setDecision('dismissed')}>
        <CloseIcon />
      </Button>
      <Dialog open={decision !== null} onClose={() => setDecision(null)} aria-labelledby={titleId}>
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{translate(`resources.reliability.resolve.${key}_title`, { id: record.id })}</DialogTitle>
          <DialogContent>
            <DialogContentText>{translate(`resources.reliability.resolve.${key}_content`, { name })}</DialogContentText>
            <TextField
              label={translate('resources.reliability.resolve.note')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              fullWidth
              multiline
              minRows={2}
              margin="normal"
              slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
            />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setDecision(null)}>{translate('ra.action.cancel')}</MuiButton>
            <MuiButton type="submit" variant="contained" color={decision === 'upheld' ? 'error' : 'primary'} disabled={isPending}>
              {translate(`resources.reliability.resolve.${key}`)}
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </Stack>
  );
}
