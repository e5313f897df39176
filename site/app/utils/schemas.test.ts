import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS, MESSAGES, fieldRequired } from '@gigmarket/shared';
import en from '~/locales/en';
import fr from '~/locales/fr';
import { translate, type Dict } from './i18n';
import {
  ChangePasswordSchema,
  EmployerProfileSchema,
  ForgotPasswordSchema,
  FreelancerProfileSchema,
  ListingSchema,
  LoginSchema,
  parseForm,
  ResetPasswordSchema,
  SignupSchema,
  VerifySchema,
} from './schemas';

function form(values: Record<string, string | string[]>): FormData {
  const fd = new FormData();
  for (const [key, value] of Object.entries(values)) {
    for (const v of Array.isArray(value) ? value : [value]) fd.append(key, v);
  }
  return fd;
}

/** The English words a user sees for each field in error. */
function errorsOf(schema: Parameters<typeof parseForm>[0], values: Record<string, string | string[]>, arrays: string[] = []) {
  const result = parseForm(schema, form(values), arrays);
  if (result.success) return {};
  return Object.fromEntries(Object.entries(result.errors).map(([k, v]) => [k, translate(en as unknown as Dict, v)]));
}

const goodSignup = { first_name: 'Ada', last_name: 'Obi', phone: '(080) 3100-0001', email: 'ada@example.com', password: 'Secret123' };

describe('login (section 5)', () => {
  it('requires the phone number', () => {
    expect(errorsOf(LoginSchema, { username: '' })).toEqual({ username: MESSAGES.phoneRequired });
    expect(errorsOf(LoginSchema, {})).toEqual({ username: MESSAGES.phoneRequired });
  });
  it('takes digits only', () => {
    expect(errorsOf(LoginSchema, { username: '0803-100' }).username).toBe('Enter digits only');
  });
  it('takes at most 12 digits', () => {
    expect(errorsOf(LoginSchema, { username: '080310000011' })).toEqual({});
    expect(errorsOf(LoginSchema, { username: '0803100000111' }).username).toBe('Phone number can have at most 12 digits');
  });
});

describe('forgot password', () => {
  it('requires the user id', () => {
    expect(errorsOf(ForgotPasswordSchema, { username: ' ' })).toEqual({ username: fieldRequired('User ID') });
    expect(errorsOf(ForgotPasswordSchema, { username: '08031000001' })).toEqual({});
  });
});

describe('verification code', () => {
  it('is required', () => {
    expect(errorsOf(VerifySchema, { code: ['', '', '', '', '', ''] }, ['code'])).toEqual({ code: fieldRequired('Code') });
  });
  it('is exactly six digits, integers only', () => {
    expect(errorsOf(VerifySchema, { code: ['1', '2', '3', '4', '5'] }, ['code']).code).toBe('Enter the 6 digits of the code');
    expect(errorsOf(VerifySchema, { code: ['1', '2', '3', '4', '5', 'a'] }, ['code']).code).toBe('Enter the 6 digits of the code');
    expect(errorsOf(VerifySchema, { code: ['1', '2', '3', '4', '5', '6', '7'] }, ['code']).code).toBe('Enter the 6 digits of the code');
    expect(errorsOf(VerifySchema, { code: ['1', '2', '3', '4', '5', '6'] }, ['code'])).toEqual({});
  });
  it('accepts the whole code typed in the first box (no JavaScript)', () => {
    const result = parseForm(VerifySchema, form({ code: ['123456', '', '', '', '', ''] }), ['code']);
    expect(result).toEqual({ success: true, data: { code: '123456' } });
  });
});

describe('new password', () => {
  it('is required, minimum 8 characters (password_length)', () => {
    expect(errorsOf(ResetPasswordSchema, { password: '' })).toEqual({ password: fieldRequired('Password') });
    expect(errorsOf(ResetPasswordSchema, { password: 'Short1' })).toEqual({ password: MESSAGE_KEYS.password_length });
    expect(MESSAGE_KEYS.password_length).toBe('Password requires min of 8 character');
    expect(errorsOf(ResetPasswordSchema, { password: 'Longer12' })).toEqual({});
  });
});

describe('change password (account page)', () => {
  it('needs the current password and a new one of 8 characters or more', () => {
    expect(errorsOf(ChangePasswordSchema, {})).toEqual({ current_password: 'Enter your current password', password: fieldRequired('Password') });
    expect(errorsOf(ChangePasswordSchema, { current_password: 'Old', password: 'Short1' })).toEqual({ password: 'Password requires min of 8 character' });
    expect(errorsOf(ChangePasswordSchema, { current_password: 'x'.repeat(201), password: 'Longer12' })).toEqual({ current_password: 'Enter your current password' });
    expect(parseForm(ChangePasswordSchema, form({ current_password: 'OldSecret1', password: 'NewSecret1', csrf: 'x' }))).toEqual({
      success: true,
      data: { current_password: 'OldSecret1', password: 'NewSecret1' },
    });
  });
  it('has French words for its messages', () => {
    expect(translate(fr as unknown as Dict, 'account.currentRequired')).toBe('Saisissez votre mot de passe actuel');
  });
});

describe('registration', () => {
  it('accepts a complete form and sends the phone as digits only', () => {
    const result = parseForm(SignupSchema, form(goodSignup));
    expect(result.success && result.data.phone).toBe('08031000001');
  });
  it('requires first and last name, letters only, max 50', () => {
    expect(errorsOf(SignupSchema, { ...goodSignup, first_name: '', last_name: '' })).toEqual({
      first_name: MESSAGES.firstAndLastName,
      last_name: MESSAGES.firstAndLastName,
    });
    expect(errorsOf(SignupSchema, { ...goodSignup, first_name: 'Ada1' }).first_name).toBe('Use letters only');
    expect(errorsOf(SignupSchema, { ...goodSignup, last_name: 'É'.repeat(51) }).last_name).toBe('At most 50 characters');
    expect(errorsOf(SignupSchema, { ...goodSignup, first_name: 'Adéọlá' })).toEqual({});
  });
  it('requires the phone, masked (999) 9999-9999, max 15', () => {
    expect(errorsOf(SignupSchema, { ...goodSignup, phone: '' })).toEqual({ phone: MESSAGES.phoneRequired });
    expect(errorsOf(SignupSchema, { ...goodSignup, phone: '(080) 3100-00011' }).phone).toBe('Phone number can have at most 15 characters');
    expect(errorsOf(SignupSchema, { ...goodSignup, phone: '(080) 3100-000' }).phone).toBe(MESSAGES.invalidPhoneNumber);
    expect(errorsOf(SignupSchema, { ...goodSignup, phone: 'call me' }).phone).toBe(MESSAGES.invalidPhoneNumber);
    // Eleven digits that are not a Nigerian number (no trunk 0) are refused as the API refuses them.
    expect(errorsOf(SignupSchema, { ...goodSignup, phone: '(803) 1234-5670' }).phone).toBe(MESSAGES.invalidPhoneNumber);
    expect(errorsOf(SignupSchema, { ...goodSignup, phone: '08031000001' })).toEqual({});
  });
  it('requires a valid email, max 50', () => {
    expect(errorsOf(SignupSchema, { ...goodSignup, email: '' })).toEqual({ email: fieldRequired('Email') });
    expect(errorsOf(SignupSchema, { ...goodSignup, email: 'ada@' })).toEqual({ email: MESSAGES.validEmail });
    expect(errorsOf(SignupSchema, { ...goodSignup, email: `${'a'.repeat(45)}@x.com` }).email).toBe('At most 50 characters');
  });
  it('requires a password of 8 or more', () => {
    expect(errorsOf(SignupSchema, { ...goodSignup, password: '' })).toEqual({ password: fieldRequired('Password') });
    expect(errorsOf(SignupSchema, { ...goodSignup, password: '1234567' })).toEqual({ password: MESSAGES.passwordLength });
  });
});

describe('employer profile', () => {
  const good = { company_name: 'Acme Ltd', designation: 'Manager', industry: '2', state_id: '5' };
  it('accepts a complete profile', () => {
    expect(errorsOf(EmployerProfileSchema, good)).toEqual({});
  });
  it('requires company name, designation, industry and state', () => {
    expect(errorsOf(EmployerProfileSchema, {})).toEqual({
      company_name: MESSAGES.companyNameRequired,
      designation: MESSAGE_KEYS.designation_required,
      industry: MESSAGES.industryRequired,
      state_id: MESSAGE_KEYS.state_required,
    });
  });
  it('limits company name and designation to 80', () => {
    expect(errorsOf(EmployerProfileSchema, { ...good, company_name: 'a'.repeat(81), designation: 'b'.repeat(81) })).toEqual({
      company_name: 'At most 80 characters',
      designation: 'At most 80 characters',
    });
  });
  it.each(['<', '>', '*', '!'])('blocks the character %s', (char) => {
    expect(errorsOf(EmployerProfileSchema, { ...good, company_name: `Acme ${char}`, designation: `Boss${char}` })).toEqual({
      company_name: MESSAGE_KEYS.blocked_characters,
      designation: MESSAGE_KEYS.blocked_characters,
    });
  });
});

describe('freelancer profile', () => {
  const good = { gender: 'Female', state_id: '3', job_type: ['1', '4'], description: 'I fix things', industry: '2' };
  it('accepts a complete profile with several job types', () => {
    const result = parseForm(FreelancerProfileSchema, form(good), ['job_type']);
    expect(result.success && result.data.job_type).toEqual(['1', '4']);
  });
  it('requires gender, state, job type, description and industry (message keys of section 5)', () => {
    expect(errorsOf(FreelancerProfileSchema, {}, ['job_type'])).toEqual({
      gender: MESSAGE_KEYS.gender_required,
      state_id: MESSAGE_KEYS.state_required,
      job_type: MESSAGE_KEYS.job_type_required,
      description: MESSAGE_KEYS.description_required,
      industry: MESSAGE_KEYS.industry_required,
    });
  });
  it('takes only the genders Male and Female', () => {
    expect(errorsOf(FreelancerProfileSchema, { ...good, gender: 'Other' }, ['job_type'])).toEqual({ gender: MESSAGE_KEYS.gender_required });
  });
  it('blocks < > * ! in the description', () => {
    expect(errorsOf(FreelancerProfileSchema, { ...good, description: 'Hi <b>' }, ['job_type'])).toEqual({
      description: MESSAGE_KEYS.blocked_characters,
    });
  });
});

describe('dictionaries', () => {
  function keys(dict: object, prefix = ''): string[] {
    return Object.entries(dict).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`)));
  }
  it('French has every English key, and no empty string', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
    for (const key of keys(fr)) expect(translate(fr as unknown as Dict, key)).not.toBe('');
  });
  it('interpolates values', () => {
    expect(translate(en as unknown as Dict, 'verification.resendIn', { seconds: 12 })).toBe('Resend code in 12 s');
    expect(translate(fr as unknown as Dict, 'unauthorized.message', { page: 'freelancer/signup' })).toContain('freelancer/signup');
  });
  it('chooses plural forms by each language’s rules, never "job(s)"', () => {
    const en_ = en as unknown as Dict;
    const fr_ = fr as unknown as Dict;
    expect(translate(en_, 'jobs.count', { count: 1 }, 'en')).toBe('1 job found');
    expect(translate(en_, 'jobs.count', { count: 0 }, 'en')).toBe('0 jobs found');
    expect(translate(fr_, 'jobs.count', { count: 0 }, 'fr')).toBe('0 mission trouvée');
    expect(translate(fr_, 'jobs.count', { count: 2 }, 'fr')).toBe('2 missions trouvées');
    // French's "many" (a million) falls back to the "other" form.
    expect(translate(fr_, 'listings.count', { count: 1_000_000 }, 'fr')).toBe('1000000 annonces');
    for (const dict of [en, fr]) expect(JSON.stringify(dict)).not.toMatch(/\(s\)/);
  });
  it('writes French with a no-break space before : ; ? and !', () => {
    const plainSpaceBefore = keys(fr).filter((key) => / [:;?!](\s|$)/.test(translate(fr as unknown as Dict, key)));
    expect(plainSpaceBefore).toEqual([]);
  });
});

describe('ListingSchema (the listing form checks the API rules in the browser)', () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [key, value] of Object.entries(fields)) data.append(key, value);
    return data;
  };
  const draft = { job_title: 'Fix a sink', pricing: 'fixed', status: 'draft' };

  it('takes a draft with only a title, refuses a short title and malformed values', () => {
    expect(parseForm(ListingSchema, form(draft)).success).toBe(true);
    const bad = parseForm(ListingSchema, form({ ...draft, job_title: 'ab', amount: '12.345', job_sart_time: '25:00', latitude: '91' }));
    expect(bad).toEqual({
      success: false,
      errors: { job_title: 'listings.v.title', amount: 'listingForm.amount', job_sart_time: 'listingForm.time', latitude: 'listingForm.latitude' },
    });
  });

  it('takes amounts as people type them, and refuses what is not one', () => {
    for (const amount of ['30000', '30,000', '30 000', '30\u00a0000', '₦30,000.50']) {
      expect(parseForm(ListingSchema, form({ ...draft, amount })).success).toBe(true);
    }
    for (const amount of ['30,0000', '3,00,000', '12e3', '-5', '99999999999']) {
      expect(parseForm(ListingSchema, form({ ...draft, amount }))).toEqual({ success: false, errors: { amount: 'listingForm.amount' } });
    }
  });

  it('asks for what publishing needs, by pricing', () => {
    const fixed = parseForm(ListingSchema, form({ ...draft, status: 'open' }));
    expect(fixed.success ? {} : fixed.errors).toEqual({
      category_id: 'listings.v.publishNeeds',
      job_type: 'listings.v.publishNeeds',
      state: 'listings.v.publishNeeds',
      job_date: 'listings.v.publishNeeds',
      work_description: 'listings.v.publishNeeds',
      amount: 'listings.v.publishNeeds',
    });
    const range = parseForm(ListingSchema, form({ ...draft, status: 'open', pricing: 'range', category_id: '1', job_type: '2', state: '3', job_date: '2026-02-01', work_description: 'Sink', min_amount: '100' }));
    expect(range.success ? {} : range.errors).toEqual({ max_amount: 'listings.v.publishNeeds' });
  });
});
