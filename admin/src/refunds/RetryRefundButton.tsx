import { RetryButton } from '../common/RetryButton';
import { RETRYABLE_REFUND_STATUSES } from '../common/money';

/** "Retry refund" on a refund that is due or failed: `POST /api/admin/refunds/:id/retry`. Needs `refunds.edit`. */
export function RetryRefundButton() {
  return (
    <RetryButton
      messages="resources.refunds.retry"
      retryable={RETRYABLE_REFUND_STATUSES}
      idOf={(record) => record.id}
      nameSource="employer_name"
      send={(dataProvider, id) => dataProvider.retryRefund(id)}
    />
  );
}
