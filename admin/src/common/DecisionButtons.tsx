import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactElement } from 'react';
import { Button, useCanAccess, useNotify, useRecordContext, useRefresh, useResourceContext, useTranslate, type RaRecord } from 'react-admin';

const NOTE_MAX = 500;

/** One way to decide: its button, the dialog's title and text, and how loud it is. */
export interface DecisionChoice<D extends string> {
  decision: D;
  /** Translation keys of the button (also the dialog's confirm), the dialog's title and, optionally, its text. */
  label: string;
  title: string;
  content?: string;
  icon: ReactElement;
  color: 'error' | 'primary';
}

/** The body of a decision: the note only when written. */
export function decisionBody<D extends string>(decision: D, note: string): { decision: D; note?: string } {
  const trimmed = note.trim();
  return trimmed ? { decision, note: trimmed } : { decision };
}

/**
 * Decide on a record with an optional note (message reports, contested no-shows): a button per
 * choice opens a dialog that asks for the note, then `send` posts the decision. Shown only when
 * `open(record)` and the admin may edit the resource; the list and the record refresh after.
 */
export function DecisionButtons<D extends string>({
  defaultResource,
  choices,
  open,
  noteLabel,
  doneMessage,
  contentArgs = () => ({}),
  send,
}: {
  defaultResource: string;
  choices: DecisionChoice<D>[];
  open: (record: RaRecord) => boolean;
  noteLabel: string;
  doneMessage: string;
  contentArgs?: (record: RaRecord) => Record<string, unknown>;
  send: (id: RaRecord['id'], body: { decision: D; note?: string }) => Promise<{ message?: string } | void>;
}) {
  const record = useRecordContext();
  const resource = useResourceContext() ?? defaultResource;
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<DecisionChoice<D> | null>(null);
  const [note, setNote] = useState('');
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  const { mutate, isPending } = useMutation({
    mutationFn: (body: { decision: D; note?: string }) => send(record!.id, body),
    onSuccess: (answer) => {
      const message = (answer && answer.message) || doneMessage;
      notify(message, { type: 'success', messageArgs: { _: message } });
      setChosen(null);
      setNote('');
      void queryClient.invalidateQueries({ queryKey: [resource] });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error', messageArgs: { _: error.message } }),
  });
  if (!record || !canAccess || !open(record)) return null;
  const titleId = `${resource.replace(/\W+/g, '-')}-${record.id}-decision-title`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen) mutate(decisionBody(chosen.decision, note));
  };
  return (
    <Stack direction="row" spacing={1} component="span" onClick={(event) => event.stopPropagation()}>
      {choices.map((choice) => (
        <Button key={choice.decision} label={choice.label} color={choice.color} variant="outlined" size="small" disabled={isPending} onClick={() => setChosen(choice)}>
          {choice.icon}
        </Button>
      ))}
      <Dialog open={chosen !== null} onClose={() => setChosen(null)} aria-labelledby={titleId}>
        <form onSubmit={submit} noValidate>
          <DialogTitle id={titleId}>{chosen ? translate(chosen.title, { id: record.id }) : null}</DialogTitle>
          <DialogContent>
            {chosen?.content ? <DialogContentText>{translate(chosen.content, contentArgs(record))}</DialogContentText> : null}
            <TextField
              label={translate(noteLabel)}
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
            <MuiButton onClick={() => setChosen(null)}>{translate('ra.action.cancel')}</MuiButton>
            <MuiButton type="submit" variant="contained" color={chosen?.color ?? 'primary'} disabled={isPending}>
              {chosen ? translate(chosen.label) : null}
            </MuiButton>
          </DialogActions>
        </form>
      </Dialog>
    </Stack>
  );
}
