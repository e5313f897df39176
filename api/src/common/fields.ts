import { Transform } from 'class-transformer';
import { digitsOnly, normalisePhone } from '@gigmarket/shared';

/**
 * Shared field transforms. Note: with `stopAtFirstError` class-validator checks the decorator
 * nearest the property first, so every DTO puts its "required" rule last.
 */
/**
 * The key a phone is looked up and rate-limited by: its one stored form (`+234803...`,
 * `234803...` and `0803...` are `0803...`), else its digits (an account stored before the rule).
 */
export function phoneKey(value: string): string {
  return normalisePhone(value) ?? digitsOnly(value);
}

/** A written phone number to its key; anything else (letters) stays as typed for the validator to refuse. */
export const ToPhone = () =>
  Transform(({ value }) =>
    typeof value === 'string' ? (/^[\d\s().+-]*$/.test(value.trim()) ? phoneKey(value) : value.trim()) : value,
  );
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
export const ToLowerTrim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/** `fieldName` values: how `username` identifies the account. */
export const FIELD_NAMES = ['phone', 'email'] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

/** Letters (any script), with inner spaces, hyphens and apostrophes as in "Mary-Jane O'Neil". */
export const NAME_PATTERN = /^\p{L}+(?:[ '-]\p{L}+)*$/u;

export const CODE_PATTERN = /^\d{6}$/;
