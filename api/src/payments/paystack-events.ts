import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** HMAC-SHA512 of the raw body with the secret key, compared in constant time. */
export function validSignature(rawBody: Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature || !/^[0-9a-f]+$/i.test(signature)) return false;
  const expected = createHmac('sha512', secret).update(rawBody).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const reference = z.string().min(1).max(100);
const minor = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const currency = z.string().regex(/^[A-Z]{3}$/);

/**
 * The webhook payloads the product acts on, typed as Paystack documents them (the fields it reads;
 * others are allowed and ignored). A signed event that does not match is stored and refused,
 * never coerced: a reference that is an array, an amount that is a string.
 */
const chargeSuccess = z.object({
  event: z.literal('charge.success'),
  data: z.object({ reference, status: z.string().min(1).max(30), amount: minor, currency, fees: minor.nullish() }),
});
const transfer = z.object({
  event: z.enum(['transfer.success', 'transfer.failed', 'transfer.reversed']),
  data: z.object({
    reference,
    status: z.string().max(30).optional(),
    amount: minor.optional(),
    fee_charged: minor.nullish(),
    reason: z.string().max(255).nullish(),
    gateway_response: z.string().max(255).nullish(),
  }),
});
const refund = z.object({
  event: z.enum(['refund.processed', 'refund.failed']),
  data: z.object({
    id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,20}$/)]),
    status: z.string().max(30).optional(),
    amount: minor.optional(),
    // Paystack sends the refunded transaction's reference (`transaction_reference`) and, in some
    // versions, the transaction itself; either may be missing.
    transaction_reference: reference.nullish(),
    transaction: z.union([z.number(), z.string(), z.object({ reference: reference.nullish() })]).nullish(),
  }),
});

/**
 * The outcome of a customer identification (docs/trust.md "Identity"): Paystack masks the BVN
 * and the account (`222*****678`, `012****789`); `reason` on failure.
 */
const identification = z.object({
  event: z.enum(['customeridentification.success', 'customeridentification.failed']),
  data: z.object({
    customer_id: z.union([z.number().int().positive(), z.string().regex(/^\d{1,20}$/)]).nullish(),
    customer_code: z.string().min(1).max(50),
    email: z.string().max(255).nullish(),
    identification: z
      .object({
        country: z.string().max(5).nullish(),
        type: z.string().max(30).nullish(),
        bvn: z.string().max(20).nullish(),
        account_number: z.string().max(20).nullish(),
        bank_code: z.string().max(20).nullish(),
      })
      .nullish(),
    reason: z.string().max(500).nullish(),
  }),
});

export const PAYSTACK_EVENT = z.discriminatedUnion('event', [chargeSuccess, transfer, refund, identification]);
export type PaystackEvent = z.infer<typeof PAYSTACK_EVENT>;
export type ChargeSuccessEvent = z.infer<typeof chargeSuccess>;
export type TransferEvent = z.infer<typeof transfer>;
export type RefundEvent = z.infer<typeof refund>;
export type IdentificationEvent = z.infer<typeof identification>;

/** What a verified body turned out to be. */
export type ParsedEvent =
  | { kind: 'event'; event: PaystackEvent; key: string; reference: string }
  | { kind: 'unhandled'; name: string; key: string }
  | { kind: 'malformed'; name: string; key: string; problem: string };

const EVENT_NAME = z.object({ event: z.string().min(1).max(50) });

/**
 * Parses a verified webhook body. The key that makes a replay a no-op is a hash of the whole body,
 * so two events differing in any field (currency included) are two events, while Paystack's
 * retry of one event is the same.
 */
export function parsePaystackEvent(raw: Buffer): ParsedEvent {
  const key = createHash('sha256').update(raw).digest('hex');
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return { kind: 'malformed', name: 'unknown', key, problem: 'not JSON' };
  }
  const named = EVENT_NAME.safeParse(body);
  if (!named.success) return { kind: 'malformed', name: 'unknown', key, problem: 'no event name' };
  const name = named.data.event;
  if (!PAYSTACK_EVENT.options.some((option) => option.shape.event.safeParse(name).success)) return { kind: 'unhandled', name, key };
  const parsed = PAYSTACK_EVENT.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { kind: 'malformed', name, key, problem: `${issue.path.join('.')}: ${issue.message}`.slice(0, 200) };
  }
  const event = parsed.data;
  const ref = event.event.startsWith('refund.')
    ? String((event as RefundEvent).data.id)
    : event.event.startsWith('customeridentification.')
      ? (event as IdentificationEvent).data.customer_code
      : (event as ChargeSuccessEvent | TransferEvent).data.reference;
  return { kind: 'event', event, key, reference: ref };
}

/**
 * The body as `payment_events` keeps it. A BVN is never stored (docs/trust.md): an identification
 * event's `data.identification.bvn` is kept as stars whatever Paystack sent (it masks it already),
 * and a body of that family that is not JSON is not kept at all. The event's key is still the hash
 * of the bytes received, so a replay is recognised.
 */
export function storablePayload(name: string, raw: string): string {
  if (!name.startsWith('customeridentification') && !/customeridentification/.test(raw.slice(0, 200))) return raw;
  try {
    const body = JSON.parse(raw) as { data?: { identification?: { bvn?: unknown } } };
    const identity = body?.data?.identification;
    if (identity && typeof identity === 'object' && 'bvn' in identity) identity.bvn = '***********';
    // Anything else shaped like a BVN (11 digits in a row) is starred too.
    return JSON.stringify(body).replace(/(?<!\d)\d{11}(?!\d)/g, '***********');
  } catch {
    return '(not JSON: not kept)';
  }
}

/** The reference of the charge a refund event is about, when the event names it. */
export function refundedCharge(event: RefundEvent): string | undefined {
  const { transaction_reference, transaction } = event.data;
  if (transaction_reference) return transaction_reference;
  return typeof transaction === 'object' && transaction?.reference ? transaction.reference : undefined;
}
