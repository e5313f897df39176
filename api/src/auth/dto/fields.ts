import { Transform } from 'class-transformer';
import { digitsOnly } from '@gigmarket/shared';

/**
 * Shared field transforms. Note: with `stopAtFirstError` class-validator checks the decorator
 * nearest the property first, so every DTO puts its "required" rule last.
 */
export const ToDigits = () => Transform(({ value }) => (typeof value === 'string' ? digitsOnly(value) : value));
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
export const ToLowerTrim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/** `fieldName` values: how `username` identifies the account. */
export const FIELD_NAMES = ['phone', 'email'] as const;
export type FieldName = (typeof FIELD_NAMES)[number];

/** Letters (any script), with inner spaces, hyphens and apostrophes as in "Mary-Jane O'Neil". */
export const NAME_PATTERN = /^\p{L}+(?:[ '-]\p{L}+)*$/u;

export const CODE_PATTERN = /^\d{6}$/;
