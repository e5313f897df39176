import { PHONE_MASK, digitsOnly } from '@gigmarket/shared';

const SLOTS = PHONE_MASK.split('').filter((c) => c === '9').length;

/** Formats what the user typed with the mask '(999) 9999-9999' (extra digits are dropped). */
export function formatPhone(value: string, mask: string = PHONE_MASK): string {
  const digits = digitsOnly(value).slice(0, SLOTS);
  let out = '';
  let i = 0;
  for (const char of mask) {
    if (i >= digits.length) break;
    if (char === '9') out += digits[i++];
    else out += char;
  }
  return out;
}
