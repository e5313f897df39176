export { createPaystackLocal } from './server';
export type { PaystackLocal, PaystackLocalOptions } from './server';
export type { Control, NameInput, NextIdentificationInput } from './control';
export type { HistoryCharge, HistoryLoaded, HistoryTransfer, PaystackLocalHistory } from './history';
export { PaystackLocalError } from './http';
export { signPaystackBody } from './webhooks';
export { chargeFee, NIGERIA_LOCAL_CHARGES, NIGERIA_TRANSFERS, paystackFee, transferFee } from './fees';
export type { ChargePricing, TransferFeeBand } from './fees';
export type {
  IdentificationOutcome,
  IdentificationStatus,
  LocalCustomer,
  LocalIdentification,
  LocalRecipient,
  LocalRefund,
  LocalTransaction,
  LocalTransfer,
  PaystackLocalState,
  RefundOutcome,
  RefundStatus,
  TransactionStatus,
  TransferOutcome,
  TransferStatus,
  WebhookDelivery,
} from './store';
export { bankByCode, NIGERIAN_BANKS } from './banks';
export type { PaystackBank } from './banks';
export { accountNameFor, bvnNameFor } from './names';
export type { PersonName } from './names';
export { mask } from './resources/identifications';
export { formatNaira } from './checkout-page';
