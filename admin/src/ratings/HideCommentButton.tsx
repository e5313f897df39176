import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button, useCanAccess, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate, useUpdate } from 'react-admin';
import { isHidden } from './StarsField';

const REASON_MAX = 500;

/**
 * "Hide comment" (with a required reason) on a rating whose comment shows, "Show comment" on a
 * hidden one: `PUT /api/admin/ratings/:id` with `{ hidden: true, hidden_reason }` or
 * `{ hidden: false }`. Needs `ratings.edit`.
 */
export function HideCommentButton() {
  const record = useRecordContext();
  const resource = useResourceContext() ?? 'admin/ratings';
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  const [update, { isPending }] = useUpdate();
  if (!record || !canAccess) return null;
  const hidden = isHidden(record);
  const key = hidden ? 'unhide' : 'hide';
  const titleId = `rating-${record.id}-${key}-title`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = reason.trim();
    if (!hidden && !trimmed) return;
    update(
      resource,
      { id: record.id, data: hidden ? { hidden: false } : { hidden: true, hidden_reason: trimmed }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(`resources.ratings.${key}.done`, { type: 'success' });
          setOpen(false);
          setReason('');
          void queryClient.invalidateQueries({ queryKey: [resource] });
          refresh();
        },
        onError: (error) => {
          const message = error instanceof Error ? error.message : String(error);
          notify(message, { type: 'error', messageArgs: { _: message } });
        },
      },
    );
  };

  return (
    <span onClick={(event) => event.stopPropagation()}>
      <Button label={`resources.ratings.${key}.label`} color={hidden ? 'primary' : 'warning'} variant="outlined" size="small" disabled={isPending} onClick={() => setOpen(true)}>
        {hidden ? <VisibilityIcon /> : <VisibilityOffIcon />}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{translate(`resources.ratings.${key}.title`, { id: record.id })}</DialogTitle>
          <DialogContent>
            <DialogContentText>{translate(`resources.ratings.${key}.content`)}</DialogContentText>
            {hidden ? null : (
              <TextField
                label={translate('resources.ratings.hide.reason')}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                required
                fullWidth
                multiline
                minRows={2}
                margin="normal"
                slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
                autoFocus
              />
            )}
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
            <MuiButton type="submit" variant="contained" color={hidden ? 'primary' : 'warning'} disabled={isPending || (!hidden && !reason.trim())}>
              {translate(`resources.ratings.${key}.label`)}
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </span>
  );
}
