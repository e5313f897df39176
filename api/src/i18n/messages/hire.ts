import { message } from '../message';

/** What the hire calls answer (the site shows its own words for statuses). */
export const HIRE_MESSAGES = {
  notFound: message('hire.notFound'),
  notNow: (status: string) => message('hire.notNow', { status: status.replace('_', ' ') }),
  approved: message('hire.approved'),
  amountUpdated: message('hire.amountUpdated'),
  checkout: message('hire.checkout'),
  funded: message('hire.funded'),
  paymentPending: message('hire.paymentPending'),
  started: message('hire.started'),
  done: message('hire.done'),
  completed: message('hire.completed'),
  cancelled: message('hire.cancelled'),
  disputed: message('hire.disputed'),
  resolved: message('hire.resolved'),
  payoutRetried: message('hire.payoutRetried'),
  payoutNotRetriable: message('hire.payoutNotRetriable'),
  noAmount: message('hire.noAmount'),
  jobStarted: message('hire.jobStarted'),
  checkInNotYet: (minutes: number) => message('hire.checkInNotYet', { minutes }),
  doneBeforeStart: message('hire.doneBeforeStart'),
  disputeAnswered: message('hire.disputeAnswered'),
  photoMissing: message('hire.photoMissing'),
  noOpenDispute: message('hire.noOpenDispute'),
  openerCannotAnswer: message('hire.openerCannotAnswer'),
  alreadyAnswered: message('hire.alreadyAnswered'),
  disputeNotFound: message('hire.disputeNotFound'),
  disputeResolvedAlready: message('hire.disputeResolvedAlready'),
  splitRange: (agreed: string) => message('hire.splitRange', { agreed }),
} as const;

/** What the payment calls answer. */
export const PAYMENT_MESSAGES = {
  bankAccountSaved: message('payment.bankAccountSaved'),
  accountNameMismatch: message('payment.accountNameMismatch'),
  refundNotFound: message('payment.refundNotFound'),
  refundNotRetriable: message('payment.refundNotRetriable'),
  refundRetried: message('payment.refundRetried'),
  payoutStillAtGateway: message('payment.payoutStillAtGateway'),
  payoutAlreadyPaid: message('payment.payoutAlreadyPaid'),
} as const;
