/**
 * Money in integer minor units (kobo for NGN). Arithmetic happens on integers, never on floats;
 * decimal strings ("12180.50") exist only for the spec's DECIMAL columns and the API's amount
 * fields. One display format per language for every surface (site, back office, SMS, USSD):
 * "₦25,000" and "25 000 ₦", with the minor digits only when the amount is not whole.
 */

const DECIMAL = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** "12180.5" -> 1218050. Throws on anything but a non-negative amount with at most 2 decimals. */
export function toMinor(amount: string | number): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not an amount: ${text}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1218050 -> "12180.50". A bigint for totals past 2^53 kobo (a sum over every payment). */
export function fromMinor(minor: number | bigint): string {
  if (typeof minor === 'number' && !Number.isSafeInteger(minor)) throw new RangeError(`Not an amount in minor units: ${minor}`);
  const value = BigInt(minor);
  const abs = value < 0n ? -value : value;
  return `${value < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
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

/** An integer count of minor units, or null when the value is not one ("1200", 1200, 1200n). */
export function asMinor(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : null;
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : null;
  const text = String(value).trim();
  return /^-?\d+$/.test(text) && Number.isSafeInteger(Number(text)) ? Number(text) : null;
}

/**
 * What a person typed as an amount, in either language's habits, to minor units: "30000",
 * "30,000", "30 000", "30,000.50", "30 000,50", "₦30,000". Spaces and commas group thousands when
 * followed by exactly three digits; a comma followed by one or two final digits is the French
 * decimal point. A full stop is only ever the decimal point: "12.345" is refused (three decimals)
 * rather than read as twelve thousand. Null when it is not a non-negative amount with at most two
 * decimals.
 */
export function parseAmount(input: string | number | null | undefined): number | null {
  if (input === null || input === undefined) return null;
  if (typeof input === 'number') return Number.isFinite(input) && input >= 0 ? toMinorOrNull(input.toFixed(2)) : null;
  const text = input.trim().replace(/^(?:₦|NGN|N)\s*/i, '').replace(/\s*(?:₦|NGN|N)$/i, '');
  if (!/^\d[\d\s\u00a0\u202f.,']*$/.test(text)) return null;
  const decimal = /(?:\.(\d+)|,(\d{1,2}))$/.exec(text);
  const whole = decimal ? text.slice(0, decimal.index) : text;
  const fraction = decimal ? (decimal[1] ?? decimal[2]) : undefined;
  if (fraction !== undefined && fraction.length > 2) return null;
  // The decimal mark cannot also group the thousands, and a full stop groups nothing.
  if (whole.includes('.') || (decimal?.[2] !== undefined && whole.includes(','))) return null;
  const groups = whole.split(/[\s\u00a0\u202f,']/);
  // Every group after the first must hold exactly three digits: "3,00,000" is not an amount.
  if (groups.some((group, i) => group === '' || (i > 0 && group.length !== 3) || !/^\d+$/.test(group))) return null;
  return toMinorOrNull(`${groups.join('')}${fraction !== undefined ? `.${fraction}` : ''}`);
}

function toMinorOrNull(text: string): number | null {
  try {
    return toMinor(text);
  } catch {
    return null;
  }
}

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string, locale: string, fractionDigits: number): Intl.NumberFormat {
  const tag = locale.startsWith('fr') ? 'fr-FR' : 'en-NG';
  const key = `${tag}:${currency}:${fractionDigits}`;
  let format = formatters.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(tag, {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      });
    } catch {
      format = new Intl.NumberFormat(tag, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
    }
    formatters.set(key, format);
  }
  return format;
}

export interface MoneyFormatOptions {
  /**
   * For SMS and USSD: GSM-7 has neither the naira sign nor the no-break spaces French grouping
   * uses, so "N25,000" and "25 000 N".
   */
  gsm?: boolean;
}

/**
 * 2500000 kobo -> "₦25,000" (en) or "25 000 ₦" (fr); 2500050 -> "₦25,000.50". The whole and minor
 * parts are split with integer arithmetic; Intl only draws the grouping, the sign and the symbol.
 * Anything that is not an integer count of minor units gives "".
 */
export function formatMoney(
  minor: unknown,
  currency = 'NGN',
  locale = 'en',
  options: MoneyFormatOptions = {},
): string {
  const amount = asMinor(minor);
  if (amount === null) return '';
  const abs = Math.abs(amount);
  const fraction = abs % 100;
  const format = formatter(currency, locale, fraction ? 2 : 0);
  const text = format
    .formatToParts(amount < 0 ? -Math.floor(abs / 100) : Math.floor(abs / 100))
    .map((part) => (part.type === 'fraction' ? String(fraction).padStart(2, '0') : part.value))
    .join('');
  if (!options.gsm) return text;
  return text.replace(/₦/g, 'N').replace(/[\u00a0\u202f]/g, ' ');
}

const SIGNED_DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * A DECIMAL amount as the API sends it in major units ("11000.00", 11000.5, "-12.5") as integer
 * minor units, read from the text without floating point (rounded half up past two decimals);
 * null when it is not a number. For typed amounts use `parseAmount`, which refuses a third decimal.
 */
export function decimalTextToMinor(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const text = typeof value === 'number' ? (Number.isFinite(value) ? value.toFixed(2) : '') : String(value).trim();
  const match = SIGNED_DECIMAL.exec(text);
  if (!match) return null;
  const [, minus, whole, fraction = ''] = match;
  let minor = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if (Number(fraction[2] ?? '0') >= 5) minor += 1;
  if (!Number.isSafeInteger(minor)) return null;
  return minus ? -minor : minor;
}
