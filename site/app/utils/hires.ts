/** Hire to pay (docs/hire-to-pay.md): the shapes the API answers with, and display helpers. */
import type { ApiSchemas } from './api-schemas';
import { HIRE_STATUSES, parseAmount, percentOfMinor, SETTLED_HIRE_STATUSES, type HireStatus, type ShiftPlace } from '@gigmarket/shared';
import { formatMinor } from './money';

/** A hire as the API answers it (GET /api/hires/:id), generated from its OpenAPI document (docs/api-contract.md). */
export type Hire = ApiSchemas['HireViewDto'];
export type HireCan = Hire['can'];
/** One side's statement in a dispute: the opener's reason first, then the other side's answer. */
export type DisputeStatement = ApiSchemas['DisputeStatementDto'];
/** What actually happened to a hire's money (docs/hire-to-pay.md), in minor units. */
export type Settlement = ApiSchemas['HireSettlementDto'];
export type Dispute = ApiSchemas['HireViewDisputeDto'];

/** States after which the hire's money has gone where it goes: show what happened, not what will. */
export const SETTLED_STATUSES: readonly HireStatus[] = SETTLED_HIRE_STATUSES;

export type Payment = ApiSchemas['PaymentViewDto'];
export type BankAccount = ApiSchemas['BankAccountViewDto'];
export type Bank = ApiSchemas['BankDto'];
export type ResolvedAccount = ApiSchemas['ResolvedBankAccountDto'];
export type Wallet = ApiSchemas['WalletDto'];
export type WalletEarning = Wallet['earnings'][number];

export type HireParty = 'employer' | 'freelancer';

export function isHireStatus(value: unknown): value is HireStatus {
  return typeof value === 'string' && (HIRE_STATUSES as readonly string[]).includes(value);
}

export type TimelineStep = { key: 'approved' | 'funded' | 'started' | 'submitted' | 'completed' | 'paid'; at: string | null; done: boolean };

const ORDER: HireStatus[] = ['approved', 'funded', 'in_progress', 'submitted', 'completed', 'paid'];

/** The six steps of a hire, each done when its date is set or the hire is past it. */
export function timeline(hire: Pick<Hire, 'status' | 'funded_at' | 'started_at' | 'submitted_at' | 'completed_at' | 'paid_at'>): TimelineStep[] {
  const reached = ORDER.indexOf(hire.status);
  const step = (key: TimelineStep['key'], index: number, at: string | null): TimelineStep => ({ key, at, done: index === 0 || Boolean(at) || (reached >= 0 && reached >= index) });
  return [
    step('approved', 0, null),
    step('funded', 1, hire.funded_at),
    step('started', 2, hire.started_at),
    step('submitted', 3, hire.submitted_at),
    step('completed', 4, hire.completed_at),
    step('paid', 5, hire.paid_at),
  ];
}

type Amount = string | number | null | undefined;

/** The amount an approval starts from: the quoted price (new_price), else the listing's amount. */
export function quotedAmount(a: { quoted_price?: Amount; new_price?: Amount; price?: Amount }, listing: { amount?: Amount; min_amount?: Amount }): string {
  const v = a.quoted_price ?? a.new_price ?? listing.amount ?? a.price ?? listing.min_amount;
  return v === null || v === undefined ? '' : String(v);
}

/** "10.00" -> "10", "7.50" -> "7.5" (fr "7,5"): a percent as people read it. */
export function formatPercent(percent: string, locale: string): string {
  const n = Number(percent);
  if (!Number.isFinite(n)) return percent;
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-NG', { maximumFractionDigits: 2 }).format(n);
}

/**
 * What the freelancer receives from a job's pay after the commission, before applying: one amount
 * for a fixed price, "₦9,000 – ₦13,500" for a range; null when the pay is unknown.
 */
export function netRange(
  job: { pricing?: string; amount?: unknown; min_amount?: unknown; max_amount?: unknown; currency?: string | null },
  commissionPercent: string,
  locale: string,
): string | null {
  const net = (value: unknown) => {
    const minor = parseAmount(typeof value === 'number' ? value : typeof value === 'string' ? value : null);
    return minor === null ? null : minor - percentOfMinor(minor, commissionPercent);
  };
  const currency = job.currency ?? 'NGN';
  if (job.pricing === 'range') {
    const low = net(job.min_amount);
    const high = net(job.max_amount);
    if (low === null || high === null) return null;
    return `${formatMinor(low, currency, locale)} – ${formatMinor(high, currency, locale)}`;
  }
  const one = net(job.amount);
  return one === null ? null : formatMinor(one, currency, locale);
}

/** The one thing a side of a hire has to do now, shown as the page's pinned primary action. */
export type PrimaryStep = 'fund' | 'verify' | 'confirm' | 'start' | 'done' | 'complete' | 'answer' | 'contest' | 'rate';

/**
 * Where a hire stands for one side and its one next action (docs/hire-to-pay.md "Next step"): the
 * banner's sentence key (`hires.next.<party>.<status>`) and the primary action, if any. Everything
 * else a side may do (edit the amount, cancel, dispute, report a no-show) sits behind "More".
 */
export function nextStep(hire: Pick<Hire, 'status' | 'can' | 'rating'>, party: HireParty): { key: string; primary: PrimaryStep | null } {
  const key = `hires.next.${party}.${hire.status}`;
  const can = hire.can;
  const order: Array<[PrimaryStep, boolean | undefined]> =
    party === 'employer'
      ? [['fund', can.fund], ['verify', can.verify && !can.fund], ['complete', can.complete], ['answer', can.answer_dispute], ['rate', hire.rating?.can_rate]]
      : [['confirm', can.confirm], ['start', can.start], ['done', can.done], ['contest', can.contest_no_show], ['answer', can.answer_dispute], ['rate', hire.rating?.can_rate]];
  return { key, primary: order.find(([, allowed]) => allowed)?.[0] ?? null };
}

/** Where a hire stands among its job's shifts (docs/shifts.md), for `nextShiftFirst`. */
export const hireShiftPlace = (hire: { starts_at: string | null; ends_at: string | null; listing: { id: number; job_id?: number } }): ShiftPlace => ({
  jobId: hire.listing.job_id ?? hire.listing.id,
  startsAt: hire.starts_at,
  endsAt: hire.ends_at,
});
