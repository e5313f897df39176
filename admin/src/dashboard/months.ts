/**
 * Twelve month labels in the chosen language. The API may send its own `months` (e.g.
 * `2026-01`); otherwise the last twelve months ending with the current one. All twelve are shown
 * (the original's missing "Oct" was a defect, PRODUCT.md).
 */
export function monthLabels(locale: string, months?: string[], now: Date = new Date()): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'short' });
  if (months && months.length === 12) {
    return months.map((month) => {
      const match = /^(\d{4})-(\d{2})/.exec(month);
      return match ? format.format(new Date(Number(match[1]), Number(match[2]) - 1, 1)) : month;
    });
  }
  return Array.from({ length: 12 }, (_, index) =>
    format.format(new Date(now.getFullYear(), now.getMonth() - 11 + index, 1)),
  );
}

/** Always twelve numbers, so a short series never shifts the months. */
export function twelve(series: number[] | undefined): number[] {
  const values = (series ?? []).map((value) => Number(value) || 0);
  return values.length >= 12 ? values.slice(-12) : [...Array(12 - values.length).fill(0), ...values];
}
