import { QUIET_HOURS } from '@gigmarket/shared';

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** A run of at least 7 digits, allowing +, spaces, dots, dashes and brackets between them. */
const PHONE = /\+?\(?\d(?:[\d\s().-]{5,}\d)/g;

/** Hides e-mail addresses and phone numbers (7+ digits); answers the text and whether anything was hidden. */
export function maskContacts(text: string, replacement: string): { text: string; masked: boolean } {
  let masked = false;
  const out = text
    .replace(EMAIL, () => {
      masked = true;
      return replacement;
    })
    .replace(PHONE, (match) => {
      if (match.replace(/\D/g, '').length < 7) return match;
      masked = true;
      return replacement;
    });
  return { text: out, masked };
}

/** Whether `now` falls in the quiet hours (21:00-07:00 Africa/Lagos, UTC+1 all year). */
export function inQuietHours(now: Date): boolean {
  const hour = (now.getUTCHours() + QUIET_HOURS.utcOffsetHours + 24) % 24;
  return hour >= QUIET_HOURS.start || hour < QUIET_HOURS.end;
}
