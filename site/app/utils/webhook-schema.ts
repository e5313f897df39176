/** The webhook form's schema, apart from utils/schemas.ts so only the Webhooks page carries its texts (docs/performance.md, data budget). */
import * as z from 'zod/mini';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_LIMITS } from '@gigmarket/shared';

/** A new webhook endpoint (docs/webhooks.md): the address, a note, at least one event; the API checks the address's host. */
export const WebhookSchema = z.object({
  url: z.string().check(
    z.trim(),
    z.minLength(1, 'webhooks.urlRequired'),
    z.maxLength(WEBHOOK_LIMITS.urlMaxLength, 'webhooks.urlTooLong'),
    z.regex(/^https?:\/\/[^\s/]+\S*$/i, 'webhooks.urlInvalid'),
  ),
  description: z.string().check(z.trim(), z.maxLength(WEBHOOK_LIMITS.descriptionMaxLength, 'webhooks.descriptionTooLong')),
  events: z.array(z.string()).check(
    z.minLength(1, 'webhooks.eventsRequired'),
    z.refine((list) => list.every((type) => (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type)), 'webhooks.eventsRequired'),
  ),
});
