/** Business constants and limits shared by the API, the site and the back office. */
export const LIMITS = {
  codeLength: 6,
  resendCountdownSeconds: 30,
  codeLifetimeMinutes: 10,
  codeMaxAttempts: 5,
  codeMaxSendsPerHour: 5,
  loginPhoneMax: 12,
  registrationPhoneMax: 15,
  passwordMin: 8,
  nameMax: 50,
  emailMax: 50,
  companyNameMax: 80,
  designationMax: 80,
  descriptionMax: 2000,
  logoSize: 400,
  videoMaxMb: 50,
  sidebarWidth: 280,
  sidebarCollapsedWidth: 80,
  slideAnimationMs: 400,
  splashMs: 3000,
  splashSlideMs: 500,
  notificationPanelWidth: 400,
  chartAspectRatio: 0.6,
  serviceWorkerDelayMs: 30000,
  featuredJobLimit: 1,
  /** Reasons given to cancel or dispute a hire. */
  hireReasonMax: 500,
  /** The other side's answer to a dispute. */
  disputeAnswerMax: 1000,
  /** Nigerian bank account numbers (NUBAN). */
  accountNumberLength: 10,
} as const;

export const FEATURED_JOB_FILTER = 'popular-jobs';

/** Characters refused in free-text profile fields. */
export const BLOCKED_CHARACTERS = ['<', '>', '*', '!'] as const;
export const BLOCKED_CHARACTERS_PATTERN = /^[^<>*!]*$/;

export function hasBlockedCharacters(value: string): boolean {
  return !BLOCKED_CHARACTERS_PATTERN.test(value);
}

export const PHONE_MASK = '(999) 9999-9999';

/** Phone numbers are stored and sent digits only. */
export function digitsOnly(value: string): string {
  return value.replace(/\D+/g, '');
}

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_SETTINGS = {
  currency: 'NGN',
  gatewayFeePercent: '1.50',
  commissionPercent: '10.00',
  lateCancelFeePercent: '20.00',
  /** Hours before a shift's start the freelancer is asked to confirm it (docs/shift-confirmation.md). */
  confirmAskHours: 24,
  /** Hours before the start an unconfirmed shift is reported to the employer, who may release the place. */
  confirmWarnHours: 12,
  videoMaxMb: 50,
  imageMaxMb: 5,
  fileMaxCount: 5,
} as const;

/**
 * Uploaded images as the pages show them: WebP at one of these widths in CSS pixels
 * times the screen's density, `GET /api/uploads/:name?w=N`. A fixed set, so a caller cannot make
 * the API render and store a variant per number.
 */
export const IMAGE_WIDTHS = [32, 48, 64, 96, 128, 160, 192, 320] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
