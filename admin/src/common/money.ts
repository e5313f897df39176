import { formatMoney as sharedFormatMoney } from '@gigmarket/shared';

/**
 * The money vocabulary of hire to pay (docs/hire-to-pay.md) as the back office shows it. The API
 * sends every `*_minor` amount as integer minor units (kobo for NGN).
 */

export {
  LEDGER_DIRECTIONS,
  PAYOUT_STATUSES,
  POSTING_KINDS,
  RECONCILIATION_KINDS,
  REFUND_REASONS,
  REFUND_STATUSES,
  RETRYABLE_PAYOUT_STATUSES,
  RETRYABLE_REFUND_STATUSES,
  type PayoutStatus,
  type PostingKind,
  type ReconciliationKind,
  type RefundReason,
  type RefundStatus,
} from '@gigmarket/shared';

/** Whether `status` is one of `statuses` (a record's status arrives as any string). */
export function isOneOf(statuses: readonly string[], status: unknown): boolean {
  return typeof status === 'string' && statuses.includes(status);
}

/**
 * Integer minor units as money, through the one format of every surface (`formatMoney` of
 * @gigmarket/shared): 2500000 kobo -> "₦25,000" in English, "25 000 ₦" in French, the kobo only when
 * the amount is not whole ("₦12,180.50"). Anything that is not a number is shown as it came.
 */
export function formatMinorMoney(value: unknown, currency: string, locale: string): string {
  if (value === null || value === undefined || value === '') return '';
  const text = sharedFormatMoney(value, currency, locale);
  return text || String(value);
}

const SIGNED_DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/**
 * A DECIMAL amount as the API sends it in major units ("11000.00", 11000.5, "-12.5") as integer
 * minor units, read from the text without floating point (rounded half up past two decimals);
 * null when it is not a number.
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

/** A DECIMAL amount in major units ("11000.00") as money, in the same one format: "₦11,000". */
export function formatDecimalMoney(value: unknown, currency: string, locale: string): string {
  if (value === null || value === undefined || value === '') return '';
  const minor = decimalTextToMinor(value);
  return minor === null ? String(value) : formatMinorMoney(minor, currency, locale);
}

const DECIMAL = /^\d+(\.\d{1,2})?$/;

/**
 * A decimal amount typed in major units ("12180.5") as integer minor units (1218050), without
 * floating point; null when it is not a non-negative amount with at most two decimals.
 */
export function decimalToMinor(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim().replace(/,/g, '');
  if (!DECIMAL.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Integer minor units as the decimal string the API takes (1218050 -> "12180.50"). */
export function minorToDecimal(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
