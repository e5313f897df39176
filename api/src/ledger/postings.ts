import { ACCOUNTS, type PostingLine, type PostingRequest } from './ledger';

/** Lines of zero are dropped: a 0% commission or fee writes no line at all. */
function lines(...candidates: PostingLine[]): PostingLine[] {
  return candidates.filter((line) => line.amount > 0);
}

const debit = (account: string, amount: number): PostingLine => ({ account, direction: 'debit', amount });
const credit = (account: string, amount: number): PostingLine => ({ account, direction: 'credit', amount });

/** Money paid in for a hire: the agreed amount into its escrow, the fee to platform fees. */
function chargePosting(key: string, reference: string, applicationId: number, agreed: number, fee: number): PostingRequest {
  return {
    key,
    kind: 'charge',
    applicationId,
    reference,
    lines: lines(debit(ACCOUNTS.gatewayClearing, agreed + fee), credit(ACCOUNTS.escrow(applicationId), agreed), credit(ACCOUNTS.platformFees, fee)),
  };
}

/** The postings of docs/hire-to-pay.md, one builder each. */
export const POSTINGS = {
  /** A charge that funds a hire's escrow (the fee goes to platform fees). */
  charge: (reference: string, applicationId: number, agreed: number, fee: number): PostingRequest => chargePosting(`charge:${reference}`, reference, applicationId, agreed, fee),

  /**
   * One hire's part of a charge that covers several shifts (docs/shifts.md): its own posting, the
   * charge's reference and the hire in the key, so each part is booked once however often the
   * gateway's news comes.
   */
  chargeShare: (reference: string, applicationId: number, agreed: number, fee: number): PostingRequest =>
    chargePosting(`charge:${reference}:${applicationId}`, reference, applicationId, agreed, fee),

  /** A shared charge's part whose hire no longer waits for it (cancelled, lapsed, another amount): the employer's, owed back. */
  owedBackShare: (reference: string, applicationId: number, employerId: number, received: number, why: string): PostingRequest => ({
    key: `charge:${reference}:${applicationId}`,
    kind: 'owed-back',
    applicationId,
    reference,
    memo: `Part received for nothing (${why}): owed back to the employer`,
    lines: [debit(ACCOUNTS.gatewayClearing, received), credit(ACCOUNTS.employer(employerId), received)],
  }),

  /**
   * Money received that funds nothing (a checkout paid after the hire was cancelled or its amount
   * changed, a charge of another amount than asked): the employer is owed all of it back.
   */
  owedBack: (reference: string, applicationId: number | null, employerId: number, received: number, why: string): PostingRequest => ({
    key: `charge:${reference}`,
    kind: 'owed-back',
    applicationId,
    reference,
    memo: `Received for nothing (${why}): owed back to the employer`,
    lines: [debit(ACCOUNTS.gatewayClearing, received), credit(ACCOUNTS.employer(employerId), received)],
  }),

  /** What the gateway kept of a charge, or charged for a transfer: it left (or never reached) our balance there. */
  gatewayFee: (reference: string, applicationId: number | null, fee: number): PostingRequest => ({
    key: `gateway-fee:${reference}`,
    kind: 'gateway-fee',
    applicationId,
    reference,
    lines: [debit(ACCOUNTS.platformGatewayCosts, fee), credit(ACCOUNTS.gatewayClearing, fee)],
  }),

  /** Escrow released to the freelancer, less the platform's commission. */
  release: (applicationId: number, freelancerId: number, agreed: number, commission: number): PostingRequest => ({
    key: `release:${applicationId}`,
    kind: 'release',
    applicationId,
    lines: lines(
      debit(ACCOUNTS.escrow(applicationId), agreed),
      credit(ACCOUNTS.freelancer(freelancerId), agreed - commission),
      credit(ACCOUNTS.platformRevenue, commission),
    ),
  }),

  /** A dispute split: the freelancer's part (less commission on it), the rest back to the employer. */
  split: (
    applicationId: number,
    freelancerId: number,
    employerId: number,
    agreed: number,
    part: number,
    commission: number,
  ): PostingRequest => ({
    key: `split:${applicationId}`,
    kind: 'split',
    applicationId,
    lines: lines(
      debit(ACCOUNTS.escrow(applicationId), agreed),
      credit(ACCOUNTS.freelancer(freelancerId), part - commission),
      credit(ACCOUNTS.platformRevenue, commission),
      credit(ACCOUNTS.employer(employerId), agreed - part),
    ),
  }),

  /** The escrow goes back to the employer (cancel after funding, or a dispute refunded). */
  refund: (applicationId: number, employerId: number, amount: number): PostingRequest => ({
    key: `refund:${applicationId}`,
    kind: 'refund',
    applicationId,
    lines: [debit(ACCOUNTS.escrow(applicationId), amount), credit(ACCOUNTS.employer(employerId), amount)],
  }),

  /**
   * An employer's late cancellation after funding (docs/trust.md): the fee goes to the
   * freelancer's balance, the rest back to the employer.
   */
  cancelFee: (
    applicationId: number,
    freelancerId: number,
    employerId: number,
    agreed: number,
    fee: number,
  ): PostingRequest => ({
    key: `cancel-fee:${applicationId}`,
    kind: 'cancel-fee',
    applicationId,
    lines: lines(
      debit(ACCOUNTS.escrow(applicationId), agreed),
      credit(ACCOUNTS.freelancer(freelancerId), fee),
      credit(ACCOUNTS.employer(employerId), agreed - fee),
    ),
  }),

  /** The gateway accepted the refund: the money leaves our balance there. */
  refundSent: (reference: string, applicationId: number | null, employerId: number, amount: number): PostingRequest => ({
    key: `refund-sent:${reference}`,
    kind: 'refund-sent',
    applicationId,
    reference,
    lines: [debit(ACCOUNTS.employer(employerId), amount), credit(ACCOUNTS.gatewayClearing, amount)],
  }),

  /** The gateway's refund failed: the employer is owed it again. */
  refundReturned: (reference: string, applicationId: number | null, employerId: number, amount: number): PostingRequest => ({
    key: `refund-returned:${reference}`,
    kind: 'refund-returned',
    applicationId,
    reference,
    lines: [debit(ACCOUNTS.gatewayClearing, amount), credit(ACCOUNTS.employer(employerId), amount)],
  }),

  /** A transfer to the freelancer's bank is on its way. */
  payout: (reference: string, applicationId: number, freelancerId: number, amount: number): PostingRequest => ({
    key: `payout:${reference}`,
    kind: 'payout',
    applicationId,
    reference,
    lines: [debit(ACCOUNTS.freelancer(freelancerId), amount), credit(ACCOUNTS.payoutsInTransit, amount)],
  }),

  payoutSettled: (reference: string, applicationId: number, amount: number): PostingRequest => ({
    key: `payout-settled:${reference}`,
    kind: 'payout-settled',
    applicationId,
    reference,
    lines: [debit(ACCOUNTS.payoutsInTransit, amount), credit(ACCOUNTS.gatewayClearing, amount)],
  }),

  /** A failed transfer, or one reversed before it settled: the money is the freelancer's balance again. */
  payoutReturned: (reference: string, applicationId: number, freelancerId: number, amount: number): PostingRequest => ({
    key: `payout-returned:${reference}`,
    kind: 'payout-returned',
    applicationId,
    reference,
    lines: [debit(ACCOUNTS.payoutsInTransit, amount), credit(ACCOUNTS.freelancer(freelancerId), amount)],
  }),

  /** A reversed transfer's fee, given back by the gateway with the transfer. */
  gatewayFeeReturned: (reference: string, applicationId: number | null, fee: number): PostingRequest => ({
    key: `gateway-fee-returned:${reference}`,
    kind: 'gateway-fee',
    applicationId,
    reference,
    lines: [debit(ACCOUNTS.gatewayClearing, fee), credit(ACCOUNTS.platformGatewayCosts, fee)],
  }),

  /** A transfer we had taken as failed that the gateway says succeeded: its money goes out again. */
  payoutReclaimed: (reference: string, applicationId: number, freelancerId: number, amount: number): PostingRequest => ({
    key: `payout-reclaimed:${reference}`,
    kind: 'payout',
    applicationId,
    reference,
    lines: [debit(ACCOUNTS.freelancer(freelancerId), amount), credit(ACCOUNTS.payoutsInTransit, amount)],
  }),

  /** A transfer reversed after it had settled: the gateway gave the money back. */
  payoutReversed: (reference: string, applicationId: number, freelancerId: number, amount: number): PostingRequest => ({
    key: `payout-reversed:${reference}`,
    kind: 'reversal',
    applicationId,
    reference,
    lines: [debit(ACCOUNTS.gatewayClearing, amount), credit(ACCOUNTS.freelancer(freelancerId), amount)],
  }),
};
