import { RetryButton } from '../common/RetryButton';
import { RETRYABLE_PAYOUT_STATUSES } from '../common/money';

/**
 * "Retry payout" on a failed, reversed or waiting payout: `POST /api/admin/payouts/:applicationId/retry`.
 * Needs `payouts.edit`.
 */
export function RetryPayoutButton() {
  return (
    <RetryButton
      messages="resources.payouts.retry"
      retryable={RETRYABLE_PAYOUT_STATUSES}
      idOf={(record) => record.application_id}
      nameSource="freelancer_name"
      send={(dataProvider, id) => dataProvider.retryPayout(id)}
    />
  );
}
