import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactElement } from 'react';
import { Button, useCanAccess, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import type { ActionAnswer } from '../providers/dataProvider';

export const REASON_MAX = 500;

export interface ReasonActionButtonProps {
  /** The resource whose `edit` right the action needs (its route name, `admin/identities`). */
  defaultResource: string;
  /** Translation keys: `<messages>.label` (the button and the dialog's confirm), `.title`, `.content`, `.reason`, `.done`. */
  messages: string;
  /** A required reason (revoke, take down), or an optional note (restore). */
  required: boolean;
  /** Whether the record offers the action. */
  when: (record: RaRecord) => boolean;
  /** Values of the title and the content (`%{name}`, `%{title}` ...). */
  args: (record: RaRecord) => Record<string, unknown>;
  icon: ReactElement;
  color: 'error' | 'warning' | 'primary';
  send: (record: RaRecord, text: string) => Promise<ActionAnswer | void>;
}

/**
 * An action that asks first, in a dialog that says what it does and takes a reason (required, at
 * most 500 characters) or an optional note: revoke an identity badge, take a job down, restore it.
 * Shown only when `when(record)` and the admin may edit the resource; shows the API's answer and
 * reloads the list or the record after.
 */
export function ReasonActionButton({ defaultResource, messages, required, when, args, icon, color, send }: ReasonActionButtonProps) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? defaultResource;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  const { mutate, isPending } = useMutation({
    mutationFn: (value: string) => send(record!, value),
    onSuccess: (answer) => {
      const message = (answer && answer.message) || `${messages}.done`;
      notify(message, { type: 'success', messageArgs: { _: message } });
      setOpen(false);
      setText('');
      void queryClient.invalidateQueries({ queryKey: [resource] });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error', messageArgs: { _: error.message } }),
  });
  if (!record || !canAccess || !when(record)) return null;
  const trimmed = text.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (required && !trimmed) return;
    mutate(trimmed);
  };
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <Button label={`${messages}.label`} color={color} variant="outlined" size="small" disabled={isPending} onClick={() => setOpen(true)}>
        {icon}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{translate(`${messages}.title`, args(record))}</DialogTitle>
          <DialogContent>
            <DialogContentText>{translate(`${messages}.content`, args(record))}</DialogContentText>
            <TextField
              label={translate(`${messages}.reason`)}
              value={text}
              onChange={(event) => setText(event.target.value)}
              required={required}
              fullWidth
              multiline
              minRows={2}
              margin="normal"
              slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
              autoFocus
            />
          </DialogContent>
          <DialogActions>
            <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</MuiButton>
            <MuiButton type="submit" variant="contained" color={color} disabled={isPending || (required && !trimmed)}>
              {translate(`${messages}.label`)}
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </span>
  );
}
