export const USER_TYPES = ['superadmin', 'admin', 'employer', 'freelancer'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The two types a person may register as on the site. */
export const SITE_USER_TYPES = ['employer', 'freelancer'] as const;
export type SiteUserType = (typeof SITE_USER_TYPES)[number];

/** Types that sign in to the back office. `admin` users act through their role's permissions. */
export const ADMIN_USER_TYPES = ['superadmin', 'admin'] as const;

/** `erased`: the account's personal fields were erased at its owner's request (docs/privacy.md). */
export const USER_STATUSES = ['active', 'blocked', 'erased'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const GENDERS = ['Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];

/** 'employer' means employer; anything else is treated as freelancer (docs/onboarding.md, "Account types"). */
export function accountTypeFrom(value: unknown): SiteUserType {
  return value === 'employer' ? 'employer' : 'freelancer';
}

export function isAdminType(userType: string): boolean {
  return (ADMIN_USER_TYPES as readonly string[]).includes(userType);
}
