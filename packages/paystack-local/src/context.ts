// What the route modules share: the store, webhooks, the settling timers, the prices and the log.
import type { ChargePricing, TransferFeeBand } from './fees';
import type { Scheduler } from './scheduler';
import type { Store } from './store';
import type { Webhooks } from './webhooks';

export interface Context {
  store: Store;
  webhooks: Webhooks;
  scheduler: Scheduler;
  chargePricing: ChargePricing;
  transferPricing: readonly TransferFeeBand[];
  log: (line: string) => void;
}

/** Paystack's integration id and domain on every record. */
export const INTEGRATION = 100032;
export const DOMAIN = 'test';
