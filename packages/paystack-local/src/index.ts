export { createPaystackLocal, paystackFee, PaystackLocalError, signPaystackBody } from './server';
export type {
  Control,
  LocalRecipient,
  LocalRefund,
  LocalTransaction,
  LocalTransfer,
  PaystackLocal,
  PaystackLocalOptions,
  PaystackLocalState,
  RefundOutcome,
  RefundStatus,
  TransactionStatus,
  TransferOutcome,
  TransferStatus,
  WebhookDelivery,
} from './server';
export { bankByCode, NIGERIAN_BANKS } from './banks';
export type { PaystackBank } from './banks';
export { accountNameFor } from './names';
export { formatNaira } from './checkout-page';
