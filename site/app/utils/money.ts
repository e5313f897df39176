/** Money in integer minor units (kobo for NGN): formatted and converted without floating-point drift. */

function formatter(currency: string, locale: string): Intl.NumberFormat {
  const tag = locale === 'fr' ? 'fr-FR' : locale === 'en' ? 'en-NG' : locale;
  try {
    return new Intl.NumberFormat(tag, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
  } catch {
    return new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', currencyDisplay: 'narrowSymbol' });
  }
}

/** An integer count of minor units, or null when the value is not one. */
export function toInteger(minor: number | string | null | undefined): number | null {
  if (minor === null || minor === undefined || minor === '') return null;
  const n = typeof minor === 'number' ? minor : /^-?\d+$/.test(minor.trim()) ? Number(minor.trim()) : NaN;
  return Number.isSafeInteger(n) ? n : null;
}

/**
 * 1218000 kobo -> "₦12,180.00" (en) or "12 180,00 ₦" (fr). The whole part and the minor part are
 * split with integer arithmetic; Intl only draws the grouping, the sign and the symbol.
 */
export function formatMinor(minor: number | string | null | undefined, currency = 'NGN', locale = 'en'): string {
  const n = toInteger(minor);
  if (n === null) return '';
  const nf = formatter(currency, locale);
  const digits = nf.resolvedOptions().maximumFractionDigits ?? 2;
  const unit = 10 ** digits;
  const abs = Math.abs(n);
  const major = Math.floor(abs / unit);
  const fraction = String(abs % unit).padStart(digits, '0');
  return nf
    .formatToParts(n < 0 ? -major : major)
    .map((p) => (p.type === 'fraction' ? fraction : p.value))
    .join('');
}

/** 1218000 -> "12180.00": the decimal string the API takes for amounts (two minor digits). */
export function minorToDecimal(minor: number | string | null | undefined): string {
  const n = toInteger(minor);
  if (n === null) return '';
  const abs = Math.abs(n);
  return `${n < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "12,180.5" or "12180.50" -> 1218050; null when it is not a positive amount with at most two decimals. */
export function decimalToMinor(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const s = String(value).trim().replace(/[\s,]/g, '');
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (!m) return null;
  const n = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(n) ? n : null;
}

/** A decimal amount as the API wants it ("12180.50"), or null when invalid or not above zero. */
export function normalizeAmount(value: string | null | undefined): string | null {
  const minor = decimalToMinor(value);
  return minor && minor > 0 ? minorToDecimal(minor) : null;
}
