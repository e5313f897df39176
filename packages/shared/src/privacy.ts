/**
 * Privacy (docs/privacy.md): the consents a person gives and withdraws, the versions of the
 * wordings they agree to, and the rules of "Download my data" (NDPA 2023 ss. 34-38).
 */

/** What a person may agree to. Terms and privacy are accepted at sign-up; the others are optional. */
export const CONSENT_KINDS = ['terms', 'privacy', 'sms_alerts', 'whatsapp_alerts', 'identity_check'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** The kinds the account page lets a person give and withdraw at any time. */
export const TOGGLED_CONSENTS = ['sms_alerts', 'whatsapp_alerts'] as const satisfies readonly ConsentKind[];
export type ToggledConsent = (typeof TOGGLED_CONSENTS)[number];

/** Where a consent was given or withdrawn. */
export const CONSENT_CHANNELS = ['site', 'ussd', 'whatsapp', 'admin', 'api'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** The current version of each wording; a new wording gets a new version (and the pages keep the old ones). */
export const CONSENT_VERSIONS: Record<ConsentKind, string> = {
  terms: '2025-01',
  privacy: '2025-01',
  sms_alerts: '2025-01',
  whatsapp_alerts: '2025-01',
  identity_check: '2025-01',
};

export const DATA_EXPORT = {
  /** Requests a person (or an admin for them) may make in any 24 hours. */
  perDay: 3,
  /** How long a ready archive may be downloaded. */
  keepHours: 24,
  /** How often the builder and the purge run (a request also triggers the builder at once). */
  taskEveryMs: 60_000,
} as const;

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;
export type DataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/** The privacy contact the pages and docs name. */
export const PRIVACY_CONTACT_EMAIL = 'privacy@gigmarket.ng';

/** Days the sign-in records are kept after they end (the retention table's sessions and codes rows). */
export const RETENTION_DAYS = { sessions: 30, codes: 1 } as const;

/** The rows of the privacy page's retention table (what, why and how long are in the site's catalogues; docs/privacy.md). */
export const RETENTION_TABLE = [
  { data: 'account' },
  { data: 'listings' },
  { data: 'messages' },
  { data: 'money' },
  { data: 'identity' },
  { data: 'sessions' },
  { data: 'codes' },
  { data: 'exports' },
  { data: 'consents' },
] as const;
