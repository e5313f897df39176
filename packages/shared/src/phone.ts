/**
 * Nigerian phone numbers, one form everywhere (docs/ussd.md, "Who is calling"): `+2348031000001`,
 * `2348031000001`, `002348031000001`, `+234 (0) 803 100 0001`, `0803 100 0001` and `8031000001`
 * are one phone, stored and compared as `08031000001` (the trunk 0 and the 10-digit national
 * number). Rate limits and look-ups use that form, so a number cannot be counted as two.
 */

/** The stored form: 0 and a 10-digit national number that does not itself start with 0. */
export const PHONE_PATTERN = /^0[1-9]\d{9}$/;

/** What a person or a gateway may write around the digits: a leading +, spaces, dots, dashes, brackets. */
const WRITTEN = /^\+?[\d\s().-]+$/;

/**
 * The stored form of a Nigerian number written in any usual way, or null when it is not one
 * (letters, too few or too many digits, another country's code).
 */
export function normalisePhone(input: string | null | undefined): string | null {
  if (typeof input !== 'string' || !WRITTEN.test(input.trim())) return null;
  let digits = input.replace(/\D+/g, '');
  if (digits.startsWith('00234')) digits = digits.slice(2);
  if (digits.startsWith('234') && digits.length >= 13) digits = digits.slice(3);
  if (digits.length === 10 && !digits.startsWith('0')) digits = `0${digits}`;
  return PHONE_PATTERN.test(digits) ? digits : null;
}
