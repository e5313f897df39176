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

/** A delivery's body: `id` is also the `webhook-id` header. */
export interface WebhookEventBody {
  id: string;
  type: WebhookEventType;
  timestamp: string;
  data: Record<string, unknown>;
}

const exampleListing = { id: 90, job_title: 'Paint the gate' };
const exampleHire = (status: string, previous_status: string, move: string) => ({
  hire: { id: 812, listing_id: 90, freelancer_id: 311, status, previous_status, agreed_amount_minor: 1_500_000 },
  move,
  listing: exampleListing,
});
const exampleApplication = (status: string) => ({
  application: { id: 812, listing_id: 90, freelancer_id: 311, status, price: '12000.00', new_price: '15000.00' },
  listing: exampleListing,
});
const exampleClosedListing = { listing: { ...exampleListing, status: 'closed', closed_reason: 'filled', positions: 1, positions_filled: 1 } };

const exampleData: Record<WebhookEventType, Record<string, unknown>> = {
  'application.created': exampleApplication('pending'),
  'application.withdrawn': exampleApplication('withdrawn'),
  'hire.approved': exampleHire('approved', 'pending', 'approve'),
  'hire.funded': exampleHire('funded', 'approved', 'fund'),
  'hire.checked_in': exampleHire('in_progress', 'funded', 'start'),
  'hire.done': exampleHire('submitted', 'in_progress', 'done'),
  'hire.completed': exampleHire('completed', 'submitted', 'complete'),
  'hire.paid': exampleHire('paid', 'completed', 'payOut'),
  'hire.cancelled': exampleHire('refunded', 'funded', 'cancelFunded'),
  'dispute.opened': {
    dispute: { id: 14, hire_id: 812, opened_by: 'freelancer', reason: 'Half the work was changed on the day', status: 'open' },
    hire: { id: 812, listing_id: 90, freelancer_id: 311, previous_status: 'submitted' },
    listing: exampleListing,
  },
  'listing.filled': exampleClosedListing,
  'listing.closed': exampleClosedListing,
};

/**
 * One example body per event type: the one source the Developers page (through `GET /api/developers`)
 * and the tests (which check a real delivery has its example's shape) read.
 */
export const WEBHOOK_EVENT_EXAMPLES = Object.fromEntries(
  WEBHOOK_EVENT_TYPES.map((type, index) => [
    type,
    { id: `evt_Vt1o0mVhlQe6kT1mC3d5N2Y${index.toString(36)}`, type, timestamp: '2026-11-20T10:05:00.000Z', data: exampleData[type] },
  ]),
) as unknown as Record<WebhookEventType, WebhookEventBody>;

/** The shape of a body (its keys, nested, sorted; a value is `true`), to compare a real delivery with its example. */
export function webhookShape(value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return true;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, webhookShape((value as Record<string, unknown>)[key])]),
  );
}
