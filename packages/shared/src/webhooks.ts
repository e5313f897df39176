/**
 * Outbound webhooks (docs/webhooks.md): what an employer's own system may subscribe to, and the
 * limits of delivery. Deliveries follow the Standard Webhooks specification.
 */
export const WEBHOOK_EVENT_TYPES = [
  'application.created',
  'application.withdrawn',
  'hire.approved',
  'hire.funded',
  'hire.checked_in',
  'hire.done',
  'hire.completed',
  'hire.paid',
  'hire.cancelled',
  'dispute.opened',
  'listing.filled',
  'listing.closed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Where a delivery stands: waiting for its (next) attempt, accepted by the receiver (2xx), or given up after the retry window. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const WEBHOOK_LIMITS = {
  /** Endpoints one employer may have. */
  endpointsPerUser: 10,
  urlMaxLength: 2000,
  descriptionMaxLength: 200,
  /** A receiver must answer within this long; a slower answer is a failed attempt. */
  timeoutMs: 10_000,
  /** The first retry waits this long; each next one twice as long, up to `maxDelayMs`. */
  firstRetryMs: 30_000,
  maxDelayMs: 12 * 3600_000,
  /** Retries stop this long after the event; an endpoint failing this long is disabled and its owner told. */
  retryWindowMs: 72 * 3600_000,
  /** What a receiver reads of an answer (it is kept to show in the deliveries list). */
  answerBodyChars: 500,
  /** A receiver refuses a message whose `webhook-timestamp` is further than this from its clock (the library's tolerance). */
  toleranceMs: 5 * 60_000,
  /** After a rotation, the previous secret still signs beside the new one for this long. */
  previousSecretMs: 24 * 3600_000,
} as const;

/** How long after the `failures`-th failed attempt the next one is made (exponential back-off). */
export function webhookRetryDelayMs(failures: number): number {
  return Math.min(WEBHOOK_LIMITS.firstRetryMs * 2 ** Math.max(0, failures - 1), WEBHOOK_LIMITS.maxDelayMs);
}
