import { InjectRepository, TypeOrmModule } from '@nestjs/typeorm';
import { PaymentEvent, BankAccount, Payout, Refund, ReconciliationItem, ChargeShare } from './payment.entities';
import { Receipt } from './receipt.entities';

/**
 * The payments folder's tables, for other domains (docs/architecture.md "Owners"): the owning module
 * imports and exports these repositories, and another domain reaches the rows only by importing that
 * module and injecting one below (inside a transaction: `manager.withRepository(repository)`),
 * never through the entity class itself.
 */
export const PAYMENTS_REPOSITORIES = TypeOrmModule.forFeature([
  PaymentEvent,
  BankAccount,
  Payout,
  Refund,
  ReconciliationItem,
  Receipt,
  ChargeShare,
]);

export const InjectPaymentEvents = () => InjectRepository(PaymentEvent);
export const InjectBankAccounts = () => InjectRepository(BankAccount);
export const InjectPayouts = () => InjectRepository(Payout);
export const InjectRefunds = () => InjectRepository(Refund);
export const InjectReconciliationItems = () => InjectRepository(ReconciliationItem);
export const InjectReceipts = () => InjectRepository(Receipt);
export const InjectChargeShares = () => InjectRepository(ChargeShare);
