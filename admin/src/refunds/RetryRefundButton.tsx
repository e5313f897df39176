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
import { formatMinorMoney, isOneOf, RETRYABLE_REFUND_STATUSES } from '../common/money';
import { userLabel } from '../common/UserReferenceField';
import type { AppDataProvider } from '../providers/dataProvider';

/**
 * "Retry refund" on a refund that is due or failed: asks first (the amount and the employer), then
 * `POST /api/admin/refunds/:id/retry`, shows the API's message and reloads the list.
 * Needs `refunds.edit`.
 */
export function RetryRefundButton() {
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
    mutationFn: () => dataProvider.retryRefund(record!.id),
    onSuccess: (answer) => {
      const message = answer?.message || 'resources.refunds.retry.done';
      notify(message, { type: 'success', messageArgs: { _: message } });
      void queryClient.invalidateQueries({ queryKey: [resource] });
      refresh();
    },
    onError: (error: Error) => notify(error.message, { type: 'error', messageArgs: { _: error.message } }),
    onSettled: () => setOpen(false),
  });
  if (!record || !canAccess || !isOneOf(RETRYABLE_REFUND_STATUSES, record.status)) return null;
  return (
    <span onClick={(event) => event.stopPropagation()}>
      <Button
        label="resources.refunds.retry.label"
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
        title="resources.refunds.retry.title"
        titleTranslateOptions={{ id: record.id }}
        content={translate('resources.refunds.retry.content', {
          amount: formatMinorMoney(record.amount_minor, String(record.currency || currency), locale),
          name: userLabel(record.employer_name, null) ?? translate('app.unnamed_user'),
        })}
        confirm="resources.refunds.retry.label"
        onConfirm={() => mutate()}
        onClose={() => setOpen(false)}
      />
    </span>
  );
}
