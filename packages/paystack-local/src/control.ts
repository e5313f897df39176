// Control: what a person, a bank or a failing network would do, for tests. `Control` is the
// in-process API; `/__control/...` (no key) is the same for browser tests and other processes.
import type { Context } from './context';
import { invalid, ok, parseAmount, str, type Json, type Reply } from './http';
import { parsePersonName, type PersonName } from './names';
import type { Route } from './router';
import type {
  IdentificationOutcome,
  LocalIdentification,
  LocalRefund,
  LocalTransaction,
  LocalTransfer,
  PaystackLocalState,
  RefundOutcome,
  TransferOutcome,
  WebhookDelivery,
} from './store';
import { loadHistory, type HistoryLoaded, type PaystackLocalHistory } from './history';
import { IDENTIFICATION_OUTCOMES, settleIdentification } from './resources/identifications';
import { REFUND_OUTCOMES, refundJson, settleRefund } from './resources/refunds';
import { decline, pay, transactionJson } from './resources/transactions';
import { settleTransfer, TRANSFER_OUTCOMES, transferJson } from './resources/transfers';

/** A name as control calls take it: "ADA GRACE OBI" or its parts. */
export type NameInput = string | { first_name: string; last_name: string; middle_name?: string | null };

export interface NextIdentificationInput {
  /** `failed`: the next identification fails (with `reason`); `success`: it succeeds whatever the names. */
  outcome?: IdentificationOutcome;
  /** Why it fails; alone, it means `outcome: 'failed'`. Default "Account number or BVN is incorrect". */
  reason?: string;
  /** The name on the next identification's BVN (and what the customer holds once it succeeds). */
  name?: NameInput;
}

export interface Control {
  /** As the Pay button: the charge succeeds and `charge.success` is delivered before this resolves. */
  pay(reference: string): Promise<LocalTransaction>;
  /** As the Decline button: the charge fails (no webhook, as Paystack sends none for a failed card). */
  decline(reference: string): Promise<LocalTransaction>;
  /** Settles a pending transfer (or reverses a successful one) and delivers its webhook. */
  settleTransfer(transferCodeOrReference: string, outcome: TransferOutcome): Promise<LocalTransfer>;
  /** Settles a pending refund and delivers `refund.processed` or `refund.failed`. */
  settleRefund(id: number | string, outcome: RefundOutcome): Promise<LocalRefund>;
  /** Delivers the outcome of a customer's pending identification (by customer code or email, or identification id). */
  settleIdentification(customerOrId: string | number, outcome?: IdentificationOutcome): Promise<LocalIdentification>;
  /** The next transfer created settles as `failed` (shorthand for setNextTransferOutcome('failed')). */
  failNextTransfer(): void;
  /** The outcome the next transfer created gets when it settles by itself. */
  setNextTransferOutcome(outcome: TransferOutcome): void;
  /** The outcome the next refund created gets when it settles by itself. */
  setNextRefundOutcome(outcome: RefundOutcome): void;
  /** What the next identification does: fail with a reason, succeed, and/or the name on its BVN. */
  setNextIdentification(next: NextIdentificationInput): void;
  /** The name registered on a BVN from now on (instead of the one derived from its digits). */
  setBvnName(bvn: string, name: NameInput): void;
  /** The next charge paid is recorded (verify, list, webhook) with this amount instead of the initialized one. */
  tamperNextCharge(change: { amount: number }): void;
  /** The next API call (optionally only one whose path starts with `path`) answers `status` (default 500). */
  failNextRequest(failure?: { status?: number; path?: string }): void;
  /** POSTs again, byte for byte, a webhook already sent: the last one, one by id, or the last of an event and reference. */
  resendWebhook(which?: number | { event: string; reference: string }): Promise<WebhookDelivery>;
  /**
   * Takes in charges already paid and transfers already settled, with no webhook (all or nothing;
   * the same history twice changes nothing). See history.ts.
   */
  loadHistory(history: PaystackLocalHistory): HistoryLoaded;
  /** A copy of everything in memory (BVNs only masked). */
  state(): PaystackLocalState;
  /** Forgets everything (pending timers included); only the history the server started with is held again. */
  reset(): void;
}

function toName(value: NameInput | undefined): PersonName | null {
  if (value === undefined) return null;
  const name =
    typeof value === 'string'
      ? parsePersonName(value)
      : value.first_name?.trim() && value.last_name?.trim()
        ? {
            first_name: value.first_name.trim(),
            middle_name: value.middle_name?.trim() || null,
            last_name: value.last_name.trim(),
          }
        : null;
  if (!name) throw invalid('name must have a first and a last name');
  return {
    ...name,
    first_name: name.first_name.toUpperCase(),
    last_name: name.last_name.toUpperCase(),
    middle_name: name.middle_name?.toUpperCase() ?? null,
  };
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  const chosen = (str(value) ?? fallback) as T;
  if (!allowed.includes(chosen)) throw invalid(`outcome must be ${allowed.join(', ')}`);
  return chosen;
}

/** `initial`: the history the server starts with (`PaystackLocalOptions.history`), held again after a reset. */
export function createControl(ctx: Context, initial?: PaystackLocalHistory): Control {
  return {
    pay: (reference) => pay(ctx, reference),
    decline: (reference) => decline(ctx, reference),
    settleTransfer: (key, outcome) => settleTransfer(ctx, key, outcome),
    settleRefund: (key, outcome) => settleRefund(ctx, key, outcome),
    settleIdentification: (key, outcome) => settleIdentification(ctx, key, outcome),
    failNextTransfer: () => {
      ctx.store.next.transfer = 'failed';
    },
    setNextTransferOutcome: (outcome) => {
      ctx.store.next.transfer = oneOf(outcome, TRANSFER_OUTCOMES, 'failed');
    },
    setNextRefundOutcome: (outcome) => {
      ctx.store.next.refund = oneOf(outcome, REFUND_OUTCOMES, 'failed');
    },
    setNextIdentification: (next) => {
      const outcome = next.outcome === undefined ? null : oneOf(next.outcome, IDENTIFICATION_OUTCOMES, 'failed');
      ctx.store.next.identification = { outcome, reason: next.reason?.trim() || null, name: toName(next.name) };
    },
    setBvnName: (bvn, name) => {
      if (!/^\d{11}$/.test(bvn)) throw invalid('Invalid BVN', 'invalid_bvn');
      ctx.store.setBvnName(bvn, toName(name) as PersonName);
    },
    tamperNextCharge: ({ amount }) => {
      if (!Number.isSafeInteger(amount) || amount <= 0) throw invalid('amount must be a positive integer (kobo)');
      ctx.store.next.charge_amount = amount;
    },
    failNextRequest: (failure = {}) => {
      ctx.store.next.request_failure = { status: failure.status ?? 500, path: failure.path ?? null };
    },
    resendWebhook: (which) => ctx.webhooks.resend(which),
    loadHistory: (history) => loadHistory(ctx, history),
    state: () => ctx.store.snapshot(),
    reset: () => {
      ctx.scheduler.clear();
      ctx.store.reset();
      if (initial) loadHistory(ctx, initial);
    },
  };
}

/** `/__control/...`: each answers `{ status: true, message: 'OK', data }`, or an error with 400, 404 or 409. */
export function controlRoutes(ctx: Context, control: Control): Route[] {
  const done = (data: unknown): Reply => ok('OK', data);
  const post = (
    path: string,
    handle: (params: Record<string, string>, body: Json) => Promise<Reply> | Reply,
  ): Route => ({
    method: 'POST',
    path: `/__control${path}`,
    auth: 'none',
    readsBody: true,
    handle: ({ params, body }) => handle(params, body),
  });
  return [
    { method: 'GET', path: '/__control/state', auth: 'none', handle: () => done(control.state()) },
    post('/reset', () => {
      control.reset();
      return done(null);
    }),
    post('/transactions/:reference/pay', async ({ reference }) =>
      done(transactionJson(ctx, await control.pay(reference), 'fetch')),
    ),
    post('/transactions/:reference/decline', async ({ reference }) =>
      done(transactionJson(ctx, await control.decline(reference), 'fetch')),
    ),
    post('/transfers/:key/settle', async ({ key }, body) =>
      done(transferJson(ctx, await control.settleTransfer(key, oneOf(body.outcome, TRANSFER_OUTCOMES, 'success')))),
    ),
    post('/refunds/:id/settle', async ({ id }, body) =>
      done(refundJson(ctx, await control.settleRefund(id, oneOf(body.outcome, REFUND_OUTCOMES, 'processed')))),
    ),
    post('/identifications/:customer/settle', async ({ customer }, body) =>
      done(
        await control.settleIdentification(
          customer,
          body.outcome === undefined ? undefined : oneOf(body.outcome, IDENTIFICATION_OUTCOMES, 'success'),
        ),
      ),
    ),
    post('/next-transfer', (_p, body) => {
      control.setNextTransferOutcome(oneOf(body.outcome, TRANSFER_OUTCOMES, 'failed'));
      return done(ctx.store.snapshot().next);
    }),
    post('/next-refund', (_p, body) => {
      control.setNextRefundOutcome(oneOf(body.outcome, REFUND_OUTCOMES, 'failed'));
      return done(ctx.store.snapshot().next);
    }),
    post('/next-identification', (_p, body) => {
      control.setNextIdentification({
        outcome: body.outcome === undefined ? undefined : oneOf(body.outcome, IDENTIFICATION_OUTCOMES, 'failed'),
        reason: str(body.reason),
        name: body.name as NameInput | undefined,
      });
      return done(ctx.store.snapshot().next);
    }),
    post('/bvn-names', (_p, body) => {
      control.setBvnName(str(body.bvn) ?? '', body.name as NameInput);
      return done(null);
    }),
    post('/tamper-next-charge', (_p, body) => {
      const amount = parseAmount(body.amount);
      if (amount === null) throw invalid('amount must be a positive integer (kobo)');
      control.tamperNextCharge({ amount });
      return done(ctx.store.snapshot().next);
    }),
    post('/fail-next-request', (_p, body) => {
      const status = body.status === undefined ? undefined : Number(body.status);
      control.failNextRequest({ status, path: str(body.path) });
      return done(ctx.store.snapshot().next);
    }),
    post('/history', (_p, body) => done(control.loadHistory(body as PaystackLocalHistory))),
    post('/webhooks/resend', async (_p, body) => {
      const id = body.id === undefined ? undefined : Number(body.id);
      const event = str(body.event);
      const reference = str(body.reference);
      return done(await control.resendWebhook(event && reference ? { event, reference } : id));
    }),
  ];
}
