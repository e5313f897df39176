// Paystack's envelope and error body, written down from Paystack's API reference
// (https://paystack.com/docs/api/#errors and the `Error`, `Unauthorized` and `NotFound` components of
// Paystack's OpenAPI description, github.com/PaystackOSS/openapi). Extra fields are allowed, as
// OpenAPI allows them; every field listed is required unless marked optional.
//
// Where the reference describes one object differently on two pages (its schemas were generated
// from examples), the shape here accepts what either page documents, and says so.
import { z } from 'zod';

export const int = () => z.number().int();

/** `{ status: true, message, data }` */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(true), message: z.string(), data });
}

/** `{ status: true, message, data: [...], meta }` */
export function listEnvelope<T extends z.ZodType, M extends z.ZodType>(item: T, meta: M) {
  return z.object({ status: z.literal(true), message: z.string(), data: z.array(item), meta });
}

/** Offset pagination's meta on list answers. */
export const pageMeta = z.object({
  total: int(),
  skipped: int(),
  perPage: int(),
  page: int(),
  pageCount: int(),
});

/** Every refusal: `{ status: false, message }`, with Paystack's `meta.nextStep`, `type` and `code` when it gives them. */
export const errorBody = z.object({
  status: z.literal(false),
  message: z.string().min(1),
  meta: z.object({ nextStep: z.string() }).optional(),
  type: z.enum(['validation_error', 'processor_error', 'api_error']).optional(),
  code: z.string().optional(),
});

/** An ISO 8601 date-time as Paystack writes them. */
export const isoDate = () => z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'an ISO date-time');
