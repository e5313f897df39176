import { decimalTextToMinor, formatMoney as sharedFormatMoney, parseAmount } from '@gigmarket/shared';

/**
 * The money vocabulary of hire to pay (docs/hire-to-pay.md) as the back office shows it. The API
 * sends every `*_minor` amount as integer minor units (kobo for NGN).
 */

/** Integer minor units as the decimal string the API takes (1218050 -> "12180.50"): fromMinor of @gigmarket/shared. */
export { decimalTextToMinor, fromMinor as minorToDecimal } from '@gigmarket/shared';

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

/** A DECIMAL amount in major units ("11000.00") as money, in the same one format: "₦11,000". */
export function formatDecimalMoney(value: unknown, currency: string, locale: string): string {
  if (value === null || value === undefined || value === '') return '';
  const minor = decimalTextToMinor(value);
  return minor === null ? String(value) : formatMinorMoney(minor, currency, locale);
}

/**
 * A decimal amount typed in major units ("12180.5", "1,000.10") as integer minor units (1218050),
 * through parseAmount of @gigmarket/shared; null when it is not a non-negative amount with at most
 * two decimals.
 */
export function decimalToMinor(value: unknown): number | null {
  return typeof value === 'string' || typeof value === 'number' ? parseAmount(value) : null;
}

/** 6700 micro-dollars -> "US$0.0067" (four decimals: Meta's rates are fractions of a cent). */
export function formatMicroDollars(micros: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-US', {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'symbol',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(micros / 1_000_000);
}
