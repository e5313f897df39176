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

function toMinorNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'bigint') return Number(value);
  const amount = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(amount) ? amount : null;
}

/**
 * Integer minor units as money in the chosen language: 1218000 kobo -> "₦12,180.00"
 * ("12 180,00 ₦" in French). Anything that is not a number is shown as it came.
 */
export function formatMinorMoney(value: unknown, currency: string, locale: string): string {
  if (value === null || value === undefined || value === '') return '';
  const minor = toMinorNumber(value);
  if (minor === null) return String(value);
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(minor / 100);
  } catch {
    // An unknown currency code: the number with the code before it.
    const number = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);
    return `${currency} ${number}`;
  }
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
