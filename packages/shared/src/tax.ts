/**
 * The Tax ID rule (docs/tax-and-statements.md). Nigeria's Tax Administration Act 2025 ties an
 * individual's Tax ID to their 11-digit NIN; businesses (and people registered before) hold the
 * Joint Tax Board's 10-digit TIN; the Federal Inland Revenue Service's older TINs are written
 * 8 digits, a hyphen, 4 digits (12345678-0001). Spaces are ignored; anything else is refused.
 */
export type TaxIdKind = 'nin' | 'jtb_tin' | 'firs_tin';

export const TAX_ID_RULES = {
  nin: /^\d{11}$/,
  jtb_tin: /^\d{10}$/,
  firs_tin: /^\d{8}-\d{4}$/,
} as const satisfies Record<TaxIdKind, RegExp>;

/** What the form says when a Tax ID is refused. */
export const TAX_ID_RULE_TEXT = 'an 11-digit NIN, a 10-digit TIN, or an older TIN written 12345678-0001';

/** The Tax ID as stored (spaces removed), or null when it is blank. */
export function normaliseTaxId(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s+/g, '');
  return text === '' ? null : text;
}

/** Which kind of Tax ID this is, or null when it follows no rule (blank included). */
export function taxIdKind(value: unknown): TaxIdKind | null {
  const text = normaliseTaxId(value);
  if (text === null) return null;
  for (const kind of Object.keys(TAX_ID_RULES) as TaxIdKind[]) {
    if (TAX_ID_RULES[kind].test(text)) return kind;
  }
  return null;
}

export function isValidTaxId(value: unknown): boolean {
  return taxIdKind(value) !== null;
}

/** Statements cover a Lagos calendar month or year: `2026` or `2026-03`. */
export const STATEMENT_PERIOD = /^(20\d{2})(?:-(0[1-9]|1[0-2]))?$/;

/** The Lagos offset (no daylight saving): a statement's bounds are Lagos midnights. */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/** [from, to) in UTC of a statement period, or null when the text is no period. */
export function statementBounds(period: string): { from: Date; to: Date; year: number; month: number | null } | null {
  const match = STATEMENT_PERIOD.exec(period);
  if (!match) return null;
  const year = Number(match[1]);
  const month = match[2] ? Number(match[2]) : null;
  const from = Date.UTC(year, month ? month - 1 : 0, 1) - LAGOS_OFFSET_MS;
  const to = (month ? Date.UTC(year, month, 1) : Date.UTC(year + 1, 0, 1)) - LAGOS_OFFSET_MS;
  return { from: new Date(from), to: new Date(to), year, month };
}

/** The Lagos calendar year of an instant. */
export function lagosYear(at: Date): number {
  return new Date(at.getTime() + LAGOS_OFFSET_MS).getUTCFullYear();
}
