import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARTIFACTS } from '../../support/artifacts';

/** Where the API under test writes every text message (SMS_TRANSPORT=file): one JSON line each. */
export const SMS_FILE = process.env.SMS_FILE ?? join(ARTIFACTS, 'sms.jsonl');

type Sms = { to: string; message: string; code: string | null; at: string };

function messages(): Sms[] {
  if (!existsSync(SMS_FILE)) return [];
  return readFileSync(SMS_FILE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Sms);
}

/**
 * The newest code texted to `phone` (as a person reads their phone), waiting for one sent after
 * `since` (ms) when given. Texts without a code (a hire that lapsed, a job alert) are passed over.
 */
export async function readSms(phone: string, { since = 0, timeout = 10_000 } = {}): Promise<string> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const found = messages()
      .filter((m) => m.to === phone && m.code && Date.parse(m.at) >= since)
      .at(-1);
    if (found?.code) return found.code;
    if (Date.now() > deadline) throw new Error(`No text message for ${phone} in ${SMS_FILE}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * A `since` for the next code to `phone`: a second ago, or just after the last text it received,
 * whichever is later, so a code texted moments before (a new person's sign-up) is never read as
 * the next one.
 */
export function nextSmsSince(phone: string): number {
  const last = messages()
    .filter((m) => m.to === phone)
    .at(-1);
  return Math.max(Date.now() - 1000, last ? Date.parse(last.at) + 1 : 0);
}

/** How many messages `phone` has received. */
export function countSms(phone: string): number {
  return messages().filter((m) => m.to === phone).length;
}

/** The texts `phone` received after `since` (ms), oldest first: what a person reads on their phone. */
export function textsTo(phone: string, since = 0): string[] {
  return messages()
    .filter((m) => m.to === phone && Date.parse(m.at) >= since)
    .map((m) => m.message);
}
