/**
 * USSD channel for feature phones (docs/ussd.md): the limits, gateways, outcomes and API messages
 * the API, the back office and the tests share. The screens' words (en, fr) are the API's own,
 * beside the engine: api/src/ussd/ussd-text.ts.
 */
export const USSD_LIMITS = {
  /** One USSD page on every network. */
  screenChars: 160,
  /** Session state lives this long after the last hop. */
  sessionSeconds: 180,
  pageSize: 5,
  /** Lines of the place menus (states, LGAs): short names, so more than jobs. */
  placesPerScreen: 6,
  moreKey: '98',
  backKey: '0',
  pinLength: 4,
  pinMaxAttempts: 5,
  pinLockMinutes: 30,
  /** Per phone, on the USSD callbacks. */
  hopsPerPhonePerMinute: 40,
  /** Job types a registration may pick. */
  maxJobTypes: 3,
} as const;

export const USSD_GATEWAYS = ['africastalking', 'hubtel'] as const;
export type UssdGateway = (typeof USSD_GATEWAYS)[number];

/** What a session did, for the back office (null while it only browsed). */
export const USSD_OUTCOMES = [
  'registered',
  'applied',
  'checked_in',
  'marked_done',
  'rated',
  'pin_set',
  'viewed_money',
  'bank_saved',
  'id_requested',
  'alerts_changed',
  'data_requested',
  'language_changed',
  'blocked',
  'locked',
] as const;
export type UssdOutcome = (typeof USSD_OUTCOMES)[number];

export type UssdLanguage = 'en' | 'fr';

/** API messages of the USSD endpoints (English; the API's i18n catalogues add French). */
export const USSD_API_MESSAGES = {
  unauthorised: 'USSD gateway secret missing or wrong',
  forbidden: 'USSD gateway address not allowed',
  pinSaved: 'USSD PIN saved',
  linkChecked: 'Link checked',
  linkInvalid: 'This link is not valid. Ask for a new one in the WhatsApp chat.',
  linkExpired: 'This link has expired. Ask for a new one in the WhatsApp chat.',
  linkUsed: 'This link was already used. Ask for a new one in the WhatsApp chat.',
} as const;
