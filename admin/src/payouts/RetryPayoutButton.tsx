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
} from 'react-admin';
import { useCurrency } from '../common/currency';
import { formatMinorMoney, isOneOf, RETRYABLE_PAYOUT_STATUSES } from '../common/money';
import { userLabel } from '../common/UserReferenceField';
import type { AppDataProvider } from '../providers/dataProvider';

/**
 * "Retry payout" on a failed, reversed or waiting payout: asks first, then
 * `POST /api/admin/payouts/:applicationId/retry`, shows the API's message and reloads the list.
 * Needs `payouts.edit`.
 */
export function RetryPayoutButton() {
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
    mutationFn: () => dataProvider.retryPayout(record!.application_id),
    onSuccess: (answer) => {
      const message = answer?.message || 'resources.payouts.retry.done';
      notify(message, { type: 'success', messageArgs: { _: message } });
      void queryClient.invalidateQueries({ queryKey: [resource] });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error', messageArgs: { _: error.message } }),
    onSettled: () => setOpen(false),
  });
  if (!record || !canAccess || !isOneOf(RETRYABLE_PAYOUT_STATUSES, record.status)) return null;
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <Button
        label="resources.payouts.retry.label"
        color="primary"
        variant="outlined"
        size="small"
        disabled={isPending}
        onClick={() => setOpen(true)}
      >
        <ReplayIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="resources.payouts.retry.title"
        titleTranslateOptions={{ id: record.application_id }}
        content={translate('resources.payouts.retry.content', {
          amount: formatMinorMoney(record.amount_minor, String(record.currency || currency), locale),
          name: userLabel(record.freelancer_name, null) ?? translate('app.unnamed_user'),
        })}
        confirm="resources.payouts.retry.label"
        onConfirm={() => mutate()}
        onClose={() => setOpen(false)}
      />
    </span>
  );
}
