import { ValueTransformer } from 'typeorm';

/**
 * Money and coordinates are DECIMAL columns. MySQL drivers answer strings and SQLite answers
 * numbers; both become a fixed-point string so amounts never travel as floats.
 */
export function decimalTransformer(scale: number): ValueTransformer {
  return {
    // undefined stays undefined so an omitted value takes the column default.
    to: (value: string | number | null | undefined) =>
      value === undefined ? undefined : value === null || value === '' ? null : String(value),
    from: (value: string | number | null) =>
      value === null || value === undefined ? null : Number(value).toFixed(scale),
  };
}

export const money = {
  type: 'decimal' as const,
  precision: 12,
  scale: 2,
  transformer: decimalTransformer(2),
};

export const coordinate = {
  type: 'decimal' as const,
  precision: 10,
  scale: 7,
  transformer: decimalTransformer(7),
};

/**
 * Integer minor units (kobo) for the ledger and hire amounts. MySQL answers BIGINT as a string;
 * amounts stay far below 2^53, so they travel as exact JavaScript integers.
 */
export const minorUnits = {
  type: 'bigint' as const,
  transformer: {
    to: (value: number | null | undefined) => value,
    from: (value: string | number | null) => (value === null || value === undefined ? null : Number(value)),
  } satisfies ValueTransformer,
};
