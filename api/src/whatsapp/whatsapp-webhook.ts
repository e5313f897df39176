// Meta's webhooks for the Cloud API (docs/whatsapp.md "Webhooks"): the signature check on the raw
// bytes, and the payload read as Meta documents it (messages and statuses under entry[].changes[].value).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { WHATSAPP_STATUSES, type WhatsAppStatus } from '@gigmarket/shared';

/**
 * The bytes Meta signed for a body received: Meta serialises every non-ASCII character as
 * `\uXXXX` (lowercase hex), so its bodies are plain ASCII and are hashed exactly as received.
 * A body holding raw UTF-8 is not as Meta sent it; it is hashed in Meta's form (non-ASCII
 * escaped), so a signature computed over raw UTF-8 text never verifies (docs/whatsapp.md
 * "The signature").
 */
export function metaSignedBytes(rawBody: Buffer): Buffer {
  if (rawBody.every((byte) => byte < 0x80)) return rawBody;
  return Buffer.from(
    rawBody.toString('utf8').replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
    'utf8',
  );
}

/** Whether `X-Hub-Signature-256` is `sha256=` + the HMAC-SHA256, keyed with the app secret, of what Meta signed. */
export function validMetaSignature(rawBody: Buffer, header: string | undefined, appSecret: string | undefined): boolean {
  if (!appSecret || !header || !/^sha256=[0-9a-f]{64}$/i.test(header)) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(metaSignedBytes(rawBody)).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export interface InboundMessage {
  wamid: string;
  from: string;
  type: string;
  text: string | null;
  replyId: string | null;
  contextWamid: string | null;
  sentAt: Date;
}

export interface StatusUpdate {
  wamid: string;
  status: Exclude<WhatsAppStatus, 'accepted'>;
  at: Date;
  errorCode: number | null;
  errorTitle: string | null;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const str = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function when(timestamp: unknown): Date {
  const seconds = Number(timestamp);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date();
}

/** The messages and statuses of a webhook payload; what is not Meta's shape is left out. */
export function readMetaPayload(payload: unknown): { messages: InboundMessage[]; statuses: StatusUpdate[] } {
  const messages: InboundMessage[] = [];
  const statuses: StatusUpdate[] = [];
  if (!isObject(payload) || payload.object !== 'whatsapp_business_account') return { messages, statuses };
  for (const entry of list(payload.entry)) {
    if (!isObject(entry)) continue;
    for (const change of list(entry.changes)) {
      if (!isObject(change) || change.field !== 'messages' || !isObject(change.value)) continue;
      for (const message of list(change.value.messages)) {
        if (!isObject(message)) continue;
        const wamid = str(message.id);
        const from = str(message.from);
        const type = str(message.type);
        if (!wamid || !from || !type || wamid.length > 128 || !/^\d{1,20}$/.test(from)) continue;
        let text: string | null = null;
        let replyId: string | null = null;
        if (type === 'text' && isObject(message.text)) text = str(message.text.body);
        if (type === 'interactive' && isObject(message.interactive)) {
          const kind = str(message.interactive.type);
          const reply = kind ? message.interactive[kind] : null;
          if (isObject(reply)) {
            replyId = str(reply.id)?.slice(0, 256) ?? null;
            text = str(reply.title);
          }
        }
        if (type === 'button' && isObject(message.button)) text = str(message.button.text);
        const context = isObject(message.context) ? str(message.context.id) : null;
        messages.push({ wamid, from, type: type.slice(0, 20), text, replyId, contextWamid: context?.slice(0, 128) ?? null, sentAt: when(message.timestamp) });
      }
      for (const status of list(change.value.statuses)) {
        if (!isObject(status)) continue;
        const wamid = str(status.id);
        const name = str(status.status) as StatusUpdate['status'] | null;
        if (!wamid || !name || name === ('accepted' as string) || !WHATSAPP_STATUSES.includes(name)) continue;
        const [error] = list(status.errors).filter(isObject);
        statuses.push({
          wamid,
          status: name,
          at: when(status.timestamp),
          errorCode: error && Number.isInteger(error.code) ? Number(error.code) : null,
          errorTitle: error ? (str(error.title) ?? str(error.message))?.slice(0, 255) ?? null : null,
        });
      }
    }
  }
  return { messages, statuses };
}
