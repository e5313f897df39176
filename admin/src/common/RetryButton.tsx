import ReplayIcon from '@mui/icons-material/Replay';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  Button,
  Confirm,
  useCanAccess,
  useDataProvider,
  useLocaleState,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { useCurrency } from './currency';
import { formatMinorMoney, isOneOf } from './money';
import { userLabel } from './UserReferenceField';
import type { ActionAnswer, AppDataProvider } from '../providers/dataProvider';

export interface RetryButtonProps {
  /** The translations under `<messages>`: label, title (%{id}), content (%{amount}, %{name}), done. */
  messages: string;
  /** The statuses a retry may be sent from. */
  retryable: readonly string[];
  /** The id the action and its title name (a payout is retried by its application). */
  idOf: (record: RaRecord) => Identifier;
  /** Whose money it is: the name the question gives. */
  nameSource: string;
  send: (dataProvider: AppDataProvider, id: Identifier) => Promise<ActionAnswer>;
}

/**
 * A money retry on a list row (a payout, a refund): asks first with the amount and the person,
 * then sends it, shows the API's message and reloads the list. Needs the resource's `edit`.
 */
export function RetryButton({ messages, retryable, idOf, nameSource, send }: RetryButtonProps) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const currency = useCurrency();
  const [locale] = useLocaleState();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  const { mutate, isPending } = useMutation({
    mutationFn: () => send(dataProvider, idOf(record!)),
    onSuccess: (answer) => {
      const message = answer?.message || `${messages}.done`;
      notify(message, { type: 'success', messageArgs: { _: message } });
      void queryClient.invalidateQueries({ queryKey: [resource] });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error', messageArgs: { _: error.message } }),
    onSettled: () => setOpen(false),
  });
  if (!record || !canAccess || !isOneOf(retryable, record.status)) return null;
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <Button label={`${messages}.label`} color="primary" variant="outlined" size="small" disabled={isPending} onClick={() => setOpen(true)}>
        <ReplayIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title={`${messages}.title`}
        titleTranslateOptions={{ id: idOf(record) }}
        content={translate(`${messages}.content`, {
          amount: formatMinorMoney(record.amount_minor, String(record.currency || currency), locale),
          name: userLabel(record[nameSource], null) ?? translate('app.unnamed_user'),
        })}
        confirm={`${messages}.label`}
        onConfirm={() => mutate()}
        onClose={() => setOpen(false)}
      />
    </span>
  );
}
