/** One schema per form, used by the browser before submitting and by the action on the server. */
import * as z from 'zod/mini';
import { GENDERS, LIMITS, LISTING_RULES, MAX_POSITIONS, ROSTER_FIRST } from '@gigmarket/shared';
import { decimalToMinor } from './money';

/** The API's amounts hold up to ten digits before the decimal point (LISTING_RULES.money). */
const AMOUNT_MAX_MINOR = 10 ** 10 * 100;
import {
  CodeSchema,
  EmailSchema,
  IdSchema,
  LoginPhoneSchema,
  NameSchema,
  PasswordSchema,
  PhoneSchema,
  ProfileTextSchema,
} from './user-validation';

export const LoginSchema = z.object({
  username: LoginPhoneSchema,
  remember: z.optional(z.string()),
  redirectTo: z.optional(z.string()),
});

export const ForgotPasswordSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, 'v.usernameRequired')),
});

/** The six boxes all carry the name `code`: their digits are joined before the check. */
export const VerifySchema = z.object({
  code: z.pipe(
    z.pipe(
      z.union([z.string(), z.array(z.string())]),
      z.transform((v: string | string[]) => (Array.isArray(v) ? v.join('') : v)),
    ),
    CodeSchema,
  ),
});

export const ResetPasswordSchema = z.object({ password: PasswordSchema });

/** The account page's password form: the current password, then the new one (same rules as signup). */
export const ChangePasswordSchema = z.object({
  current_password: z.string().check(z.minLength(1, 'account.currentRequired'), z.maxLength(200, 'account.currentRequired')),
  password: PasswordSchema,
});

export const SignupSchema = z.object({
  first_name: NameSchema('v.firstNameRequired'),
  last_name: NameSchema('v.lastNameRequired'),
  phone: PhoneSchema,
  email: EmailSchema,
  password: PasswordSchema,
});

export const EmployerProfileSchema = z.object({
  company_name: ProfileTextSchema('v.companyNameRequired', LIMITS.companyNameMax, 'v.companyNameMax'),
  designation: ProfileTextSchema('v.designationRequired', LIMITS.designationMax, 'v.designationMax'),
  industry: IdSchema('v.industryRequired'),
  state_id: IdSchema('v.stateRequired'),
  avatar: z.optional(z.string()),
});

export const FreelancerProfileSchema = z.object({
  gender: z.string().check(
    z.minLength(1, 'v.genderRequired'),
    z.refine((v) => (GENDERS as readonly string[]).includes(v), 'v.genderRequired'),
  ),
  state_id: IdSchema('v.stateRequired'),
  job_type: z.array(z.string().check(z.regex(/^\d+$/, 'v.jobTypeRequired'))).check(z.minLength(1, 'v.jobTypeRequired')),
  description: ProfileTextSchema('v.descriptionRequired', LIMITS.descriptionMax, 'v.descriptionMax'),
  industry: IdSchema('v.industryRequired'),
  avatar: z.optional(z.string()),
});

/** Optional text: empty, or matching `pattern` / at most `max` characters. */
const optionalText = (max: number, message: string) => z.string().check(z.maxLength(max, message));
const optionalMatch = (pattern: RegExp, message: string) => z.string().check(z.refine((v) => v === '' || pattern.test(v), message));
/** An amount as people type it ("30000", "30,000", "30 000", "₦30,000.50"), within the API's ten digits. */
const optionalAmount = (message: string) =>
  z.string().check(z.refine((v) => v === '' || ((minor) => minor !== null && minor < AMOUNT_MAX_MINOR)(decimalToMinor(v)), message));
const optionalNumber = (low: number, high: number, message: string) =>
  z.string().check(z.refine((v) => v === '' || (/^-?\d+(\.\d+)?$/.test(v) && Number(v) >= low && Number(v) <= high), message));

/**
 * The employer's listing form, checked in the browser before sending and by the action
 * on the server, with the API's own rules (packages/shared LISTING_RULES). `status` is the button
 * pressed: `open` (publish) also needs the fields a published job must have.
 */
export const ListingSchema = z
  .object({
    status: z.optional(z.string()),
    pricing: z.optional(z.string()),
    job_title: z.string().check(z.trim(), z.minLength(LISTING_RULES.titleMin, 'listings.v.title'), z.maxLength(LISTING_RULES.titleMax, 'listingForm.tooLong')),
    category_id: z.string(),
    job_type: z.string(),
    state: z.string(),
    amount: optionalAmount('listingForm.amount'),
    min_amount: optionalAmount('listingForm.amount'),
    max_amount: optionalAmount('listingForm.amount'),
    job_date: optionalMatch(LISTING_RULES.date, 'listingForm.date'),
    job_end_date: optionalMatch(LISTING_RULES.date, 'listingForm.date'),
    job_time: optionalText(LISTING_RULES.jobTimeMax, 'listingForm.tooLong'),
    job_sart_time: optionalMatch(LISTING_RULES.time, 'listingForm.time'),
    job_end_time: optionalMatch(LISTING_RULES.time, 'listingForm.time'),
    address: optionalText(LISTING_RULES.addressMax, 'listingForm.tooLong'),
    location: optionalText(LISTING_RULES.locationMax, 'listingForm.tooLong'),
    latitude: optionalNumber(-90, 90, 'listingForm.latitude'),
    longitude: optionalNumber(-180, 180, 'listingForm.longitude'),
    work_description: optionalText(LISTING_RULES.textMax, 'listingForm.tooLong'),
    work_duration: optionalText(LISTING_RULES.workDurationMax, 'listingForm.tooLong'),
    expected_result: optionalText(LISTING_RULES.textMax, 'listingForm.tooLong'),
    positions: z.optional(z.string().check(z.refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= MAX_POSITIONS), 'listingForm.positions'))),
    // "Offer it to my favourites first" (docs/roster.md "Roster first").
    roster_first: z.optional(z.string()),
    // The first shift's day, when the job has shifts (docs/shifts.md); the API checks them all.
    shift_date: z.optional(z.string()),
    roster_first_hours: z.optional(
      z.string().check(z.refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) >= ROSTER_FIRST.minHours && Number(v) <= ROSTER_FIRST.maxHours), 'listingForm.rosterHours')),
    ),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.status !== 'open') return;
      const needs = (field: string) => ctx.issues.push({ code: 'custom', message: 'listings.v.publishNeeds', path: [field], input: value });
      const values = value as Record<string, unknown>;
      // A job with shifts takes its date from them (docs/shifts.md).
      const shifted = String(values.shift_date ?? '').trim() !== '';
      for (const field of LISTING_RULES.publishRequired) if (!String(values[field] ?? '').trim() && !(shifted && field === 'job_date')) needs(field);
      if (value.pricing === 'range') {
        if (!value.min_amount) needs('min_amount');
        if (!value.max_amount) needs('max_amount');
      } else if (!value.amount) needs('amount');
    }),
  );

export type FieldErrors = Record<string, string>;

/** Reads a form into a plain object: fields named in `arrays` keep every value. */
export function formToObject(form: FormData, arrays: readonly string[] = []): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key).filter((v): v is string => typeof v === 'string');
    out[key] = arrays.includes(key) ? values.filter((v) => v !== '') : (values[0] ?? '');
  }
  for (const key of arrays) if (!(key in out)) out[key] = [];
  return out;
}

/** What the user typed (never passwords), to fill the form again when it comes back with errors. */
export function echo(form: FormData, names: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === 'string') out[name] = value;
  }
  return out;
}

type Parsed<T> = { success: true; data: T } | { success: false; errors: FieldErrors };

/** Validates a form: the first message of each field, keyed by the field's name. */
export function parseForm<S extends z.ZodMiniType>(
  schema: S,
  form: FormData,
  arrays: readonly string[] = [],
): Parsed<z.infer<S>> {
  const value = formToObject(form, arrays);
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape ?? {};
  for (const key of Object.keys(shape)) if (!(key in value)) value[key] = '';
  const result = schema.safeParse(value);
  if (result.success) return { success: true, data: result.data as z.infer<S> };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? 'form');
    errors[name] ??= issue.message;
  }
  return { success: false, errors };
}
