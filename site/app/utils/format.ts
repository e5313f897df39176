/** Display helpers shared by server and browser. */
import { decimalToMinor, formatMinor } from './money';

/**
 * A decimal amount from the API ("8000.00") as people read it, in the one format of every surface:
 * "₦8,000" and "8 000 ₦", the kobo only when not whole ("₦7,200.50").
 */
export function money(value: string | number | null | undefined, currency = 'NGN', locale = 'en'): string {
  if (value === null || value === undefined || value === '') return '';
  const minor = decimalToMinor(typeof value === 'number' ? value.toFixed(2) : value);
  return minor === null ? String(value) : formatMinor(minor, currency, locale);
}

export function price(l: { pricing?: string; min_amount?: unknown; max_amount?: unknown; amount?: unknown; currency?: string | null }, locale: string): string {
  const c = l.currency || 'NGN';
  if (l.pricing === 'range' && l.min_amount != null && l.max_amount != null && String(l.min_amount) !== String(l.max_amount)) {
    return `${money(l.min_amount as string, c, locale)} – ${money(l.max_amount as string, c, locale)}`;
  }
  return money((l.amount ?? l.min_amount) as string, c, locale);
}

export function date(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const d = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(d.getTime())) return value;
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(d);
}

export function initials(name: string | null | undefined): string {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** A rating average with one decimal, in the page's language ("4,6" in French). */
export function formatAverage(average: number, locale: string): string {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
}

/** "12 Nov 2026" / "12 nov. 2026": the day of an instant in Lagos (a badge's date). */
export function lagosDate(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'medium', timeZone: 'Africa/Lagos' }).format(d);
}

/** "12 Nov 2026, 14:05": a day and an hour in Lagos. */
export function lagosDateTime(value: string | null | undefined, locale: string): string {
  if (!value) return '';
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Lagos' }).format(d);
}
