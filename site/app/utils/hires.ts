/** Hire to pay (docs/hire-to-pay.md): the shapes the API answers with, and display helpers. */
import type { HireRating } from './trust';
import { HIRE_STATUSES, parseAmount, percentOfMinor, type HireStatus, type TransactionStatus, type TransactionType } from '@gigmarket/shared';
import { formatMinor } from './money';

export type HireCan = {
  approve_amount: boolean;
  fund: boolean;
  verify: boolean;
  start: boolean;
  done: boolean;
  complete: boolean;
  cancel: boolean;
  dispute: boolean;
  report_no_show?: boolean;
  contest_no_show?: boolean;
  answer_dispute?: boolean;
};

/** One side's statement in a dispute: the opener's reason first, then the other side's answer. */
export type DisputeStatement = { user_id: number; side: HireParty; statement: string; photo: string | null; created_at: string };

/** What actually happened to a hire's money (docs/hire-to-pay.md), in minor units. */
export type Settlement = {
  released_minor: number;
  commission_minor: number;
  refunded_minor: number;
  refund_sent_minor: number;
  paid_out_minor: number;
};

export type Dispute = {
  id: number;
  reason: string;
  opened_by: string | number | null;
  status: string;
  resolution: string | null;
  freelancer_amount_minor: number | null;
  resolved_at: string | null;
  statements?: DisputeStatement[];
};

export type Hire = {
  id: number;
  status: HireStatus;
  listing: { id: number; job_title: string; job_date: string | null; job_sart_time: string | null; positions?: number; positions_filled?: number };
  /** `verified_at`: when each side's identity was verified (docs/trust.md "Identity and safe jobs"). */
  employer: { id: number; name: string; company_name: string | null; verified_at?: string | null };
  freelancer: { id: number; name: string; verified_at?: string | null };
  currency: string;
  quoted_price: string | null;
  agreed_amount_minor: number | null;
  fee_minor: number | null;
  total_minor: number | null;
  commission_minor: number | null;
  net_minor: number | null;
  funded_at: string | null;
  started_at: string | null;
  submitted_at: string | null;
  auto_complete_at: string | null;
  completed_at: string | null;
  completed_by: string | null;
  paid_at: string | null;
  cancelled_at: string | null;
  cancelled_by: string | number | null;
  cancel_reason: string | null;
  dispute: Dispute | null;
  /** `awaiting_account` until the freelancer saves a bank account (docs/hire-to-pay.md). */
  payout: { status: TransactionStatus | 'awaiting_account'; reference: string | null; amount_minor: number } | null;
  can: HireCan;
  /** docs/trust.md: both sides' ratings of this hire (theirs stays null until revealed). */
  rating?: HireRating | null;
  /** docs/trust.md: when the hire starts (listing date + start time, Africa/Lagos), the cancel note and fee, the no-show. */
  starts_at?: string | null;
  cancel_note?: string | null;
  cancel_fee_minor?: number | null;
  no_show?: { id: number; status: string; created_at: string; contest_ends_at: string } | null;
  /** The share a late, funded cancellation by the employer pays the freelancer, when the API tells it. */
  late_cancel_fee_percent?: number | null;
  /** The commission in percent: frozen on the hire once funded (`terms_frozen`), today's before. */
  commission_percent?: string;
  terms_frozen?: boolean;
  /** The job's clock (docs/hire-to-pay.md "Steps on the job's clock"). */
  ends_at?: string | null;
  check_in_opens_at?: string | null;
  no_show_from?: string | null;
  settlement?: Settlement;
};

/** States after which the hire's money has gone where it goes: show what happened, not what will. */
export const SETTLED_STATUSES: readonly HireStatus[] = ['completed', 'paid', 'refunded'];

export type Payment = {
  id: number;
  reference: string;
  type: TransactionType | null;
  status: TransactionStatus;
  amount_minor: number;
  fee_minor: number;
  total_minor: number;
  currency: string;
  application_id: number | null;
  job_title: string | null;
  bank_name: string | null;
  account_number: string | null;
  account_name: string | null;
  created_at: string;
  paid_at: string | null;
};

export type BankAccount = { bank_code: string; bank_name: string; account_number: string; account_name: string; confirmed_at: string | null };

export type Bank = { name: string; code: string };

export type ResolvedAccount = { account_name: string; account_number: string; bank_code: string; bank_name: string };

export type WalletEarning = { application_id: number; job_title: string | null; released_minor: number; commission_minor: number; payout_status: string | null };

export type Wallet = {
  currency: string;
  balance_minor: number;
  in_escrow_minor: number;
  paid_out_minor: number;
  commission_percent?: string;
  earnings?: WalletEarning[];
  payouts: Payment[];
};

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
export type PrimaryStep = 'fund' | 'verify' | 'start' | 'done' | 'complete' | 'answer' | 'contest' | 'rate';

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
      : [['start', can.start], ['done', can.done], ['contest', can.contest_no_show], ['answer', can.answer_dispute], ['rate', hire.rating?.can_rate]];
  return { key, primary: order.find(([, allowed]) => allowed)?.[0] ?? null };
}
