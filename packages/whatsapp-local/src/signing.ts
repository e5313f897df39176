// Webhooks as Meta sends them: the JSON body with every non-ASCII character escaped as `\uXXXX`
// (lowercase hex; an emoji as its two surrogate halves) and `/` as `\/` (PHP's json_encode), and
// `X-Hub-Signature-256: sha256=<hex>`,
// the HMAC-SHA256 of exactly those bytes keyed with the app secret. A receiver that re-serialises
// the JSON, or signs the UTF-8 text, gets another digest for any accented message.
import { createHmac } from 'node:crypto';

/** JSON.stringify, then `/` as `\/` and every character above U+007F as `\uXXXX` in lowercase hex, as Meta serialises webhooks. */
export function metaJson(payload: unknown): string {
  return JSON.stringify(payload)
    .replace(/\//g, '\\/')
    .replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The `X-Hub-Signature-256` header for a body (the exact bytes sent) and an app secret. */
export function signMetaBody(body: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(body).digest('hex')}`;
}
