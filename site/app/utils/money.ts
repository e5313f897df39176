/**
 * Money in integer minor units (kobo for NGN), as the site shows and sends it. Every conversion is
 * @gigmarket/shared's (money.ts): display through formatMoney ("₦25,000" and "25 000 ₦", the kobo
 * only when not whole), typed amounts through parseAmount, minor units to decimal text through
 * fromMinor; these only take the forms' empty values.
 */
import { asMinor, formatMoney, fromMinor, parseAmount } from '@gigmarket/shared';

/** An integer count of minor units, or null when the value is not one. */
export function toInteger(minor: number | string | null | undefined): number | null {
  return asMinor(minor);
}

/** 1218000 kobo -> "₦12,180" (en) or "12 180 ₦" (fr); 1218050 -> "₦12,180.50". */
export function formatMinor(minor: number | string | null | undefined, currency = 'NGN', locale = 'en'): string {
  const n = toInteger(minor);
  return n === null ? '' : formatMoney(n, currency, locale);
}

/** 1218000 -> "12180.00": the decimal string the API takes for amounts (two minor digits). */
export function minorToDecimal(minor: number | string | null | undefined): string {
  const n = toInteger(minor);
  return n === null ? '' : fromMinor(n);
}

/**
 * What a person typed ("12,180.5", "30 000", "₦30,000", "30 000,50") -> 1218050 kobo, through the
 * shared reading of both languages' habits (parseAmount); null when it is not an amount.
 */
export function decimalToMinor(value: string | number | null | undefined): number | null {
  const minor = parseAmount(value);
  return minor !== null && Number.isSafeInteger(minor) ? minor : null;
}

/** A decimal amount as the API wants it ("12180.50"), or null when invalid or not above zero. */
export function normalizeAmount(value: string | null | undefined): string | null {
  const minor = decimalToMinor(value);
  return minor && minor > 0 ? minorToDecimal(minor) : null;
}
