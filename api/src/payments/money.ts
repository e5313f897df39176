/**
 * Money in integer minor units (kobo). Decimal strings ("12180.50") are only for display and for
 * the spec's DECIMAL columns; arithmetic happens here, on integers, never on floats.
 */

const DECIMAL = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "12180.5" -> 1218050. Throws on anything but a non-negative amount with at most 2 decimals. */
export function toMinor(amount: string | number): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not an amount: ${text}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1218050 -> "12180.50". */
export function fromMinor(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an amount in minor units: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * `percent`% of `minor`, rounded half up to the kobo. `percent` is a decimal with at most two
 * places ("1.50", "10"), so the product is exact in BigInt.
 */
export function percentOfMinor(minor: number, percent: string | number): number {
  const hundredths = BigInt(toMinor(typeof percent === 'number' ? percent.toFixed(2) : percent));
  const product = BigInt(minor) * hundredths; // kobo x hundredths of a percent
  return Number((product + 5000n) / 10000n);
}
