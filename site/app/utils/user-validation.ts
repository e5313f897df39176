/**
 * Field rules shared by every form (docs/onboarding.md, "Form fields: rules and messages"). Each
 * message is a translation key of the `v` dictionary section; the English dictionary holds the
 * product's words.
 */
import * as z from 'zod/mini';
import { BLOCKED_CHARACTERS_PATTERN, LIMITS, digitsOnly, normalisePhone } from '@gigmarket/shared';

/** Login username: a phone number, digits only, at most 12. */
export const LoginPhoneSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'v.phoneRequired'),
  z.regex(/^\d*$/, 'v.digitsOnly'),
  z.maxLength(LIMITS.loginPhoneMax, 'v.loginPhoneMax'),
);

/**
 * Registration phone: masked '(999) 9999-9999', max 15 characters, a Nigerian number by the API's
 * own rule (`normalisePhone`); its stored form (0 and 10 digits) is sent.
 */
export const PhoneSchema = z.pipe(
  z.string().check(
    z.trim(),
    z.minLength(1, 'v.phoneRequired'),
    z.maxLength(LIMITS.registrationPhoneMax, 'v.phoneMax'),
    z.regex(/^[\d\s()-]*$/, 'v.invalidPhone'),
    z.refine((v) => normalisePhone(v) !== null, 'v.invalidPhone'),
  ),
  z.transform((v) => normalisePhone(v) ?? digitsOnly(v)),
);

export const NameSchema = (required: 'v.firstNameRequired' | 'v.lastNameRequired') =>
  z.string().check(
    z.trim(),
    z.minLength(1, required),
    z.regex(/^\p{L}+$/u, 'v.lettersOnly'),
    z.maxLength(LIMITS.nameMax, 'v.nameMax'),
  );

export const EmailSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'v.emailRequired'),
  z.maxLength(LIMITS.emailMax, 'v.emailMax'),
  z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'v.validEmail'),
);

export const PasswordSchema = z.string().check(
  z.minLength(1, 'v.passwordRequired'),
  z.minLength(LIMITS.passwordMin, 'v.passwordLength'),
);

export const CodeSchema = z.string().check(
  z.trim(),
  z.minLength(1, 'v.codeRequired'),
  z.regex(new RegExp(`^\\d{${LIMITS.codeLength}}$`), 'v.codeDigits'),
);

/** Free text of a profile: the characters < > * ! are refused. */
export const ProfileTextSchema = (required: string, max: number, maxKey: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(max, maxKey),
    z.regex(BLOCKED_CHARACTERS_PATTERN, 'v.blockedCharacters'),
  );

export const IdSchema = (required: string) =>
  z.string().check(z.trim(), z.minLength(1, required), z.regex(/^\d+$/, required));
