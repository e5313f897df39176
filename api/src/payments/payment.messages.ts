/** What the payment calls answer (English; the catalogues translate them: docs/i18n.md). */
export const PAYMENT_MESSAGES = {
  bankAccountSaved: 'Bank account saved',
  accountNameMismatch: 'The account name does not match the bank’s records: check the account again',
  refundNotFound: 'Refund not found',
  refundNotRetriable: 'This refund is not waiting for a retry',
  refundRetried: 'Refund sent again',
  payoutStillAtGateway: 'This payout is still being processed by the payment provider: wait for its outcome',
  payoutAlreadyPaid: 'The payment provider has already paid this payout',
} as const;
