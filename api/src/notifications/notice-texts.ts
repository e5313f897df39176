import { DISPUTE_RESOLUTIONS, formatMoney, IDENTITY_TEXTS, LISTING_EXPIRED_NOTICE, MESSAGING_TEXTS, type Language } from '@gigmarket/shared';
import { CATALOGUES, t, translateMessage, type MessageKey, type MessageParams } from '../i18n/i18n';
import { RATE_REQUEST } from '../i18n/messages/trust';
import { escapeHtml } from './html-sanitizer';

/**
 * System notices by key (docs/i18n.md "Notifications by key"): a row keeps the notice's key and
 * its values, and its title and message are drawn from them in a language, the recipient's when
 * written and the reader's when listed. `hireNotice.*` and `notice.*` are keys of the API's
 * catalogues; the others name the en/fr tables their feature already had.
 */
export type NoticeKey =
  | `hireNotice.${string}`
  | 'notice.applicationReceived'
  | 'notice.applicationApproved'
  | 'notice.applicationDisapproved'
  | 'notice.applicationWithdrawn'
  | 'notice.connection'
  | 'trustNotice.rateRequest'
  | 'identityNotice.verified'
  | 'identityNotice.failed'
  | 'identityNotice.revoked'
  | 'listingNotice.hidden'
  | 'listingNotice.takenDown'
  | 'listingNotice.restored'
  | 'listingNotice.expired'
  | 'savedSearchNotice.match'
  | 'webhookNotice.disabled'
  | 'privacyNotice.exportReady'
  | 'taxNotice.reminder';

/** A job a notice lists (a saved search's matches). */
export interface NoticeJob {
  id: number;
  title: string;
}

/**
 * A notice's values as stored (JSON): texts as written, unescaped (`job`, `reason`), and money as
 * `amount` in minor units with its `currency`, drawn in the reader's money format.
 */
export interface NoticeParams {
  amount?: number;
  currency?: string;
  jobs?: NoticeJob[];
  [name: string]: string | number | NoticeJob[] | undefined;
}

export interface NoticeText {
  title: string;
  /** HTML: every value escaped. */
  message: string;
}

type Side = 'employer' | 'freelancer';

/** The site's pages a notice opens (site/app/routes.ts). */
export const NOTICE_LINKS = {
  hire: (side: Side, applicationId: number) => `/${side}/hires/${applicationId}`,
  /** A job as a freelancer sees it, with their application's status. */
  job: (listingId: number) => `/freelancer/details/${listingId}`,
  applicants: (listingId: number) => `/employer/listings/${listingId}/applicants`,
  /** The employer's jobs, where moderation and expiry show and a job reopens. */
  listings: () => '/employer/listings',
  /** The employer's webhook endpoints (docs/webhooks.md). */
  webhooks: () => '/employer/account/webhooks',
  /** Consents and "Download my data" (docs/privacy.md). */
  privacy: (side: Side) => `/${side}/account/privacy`,
  connections: (side: Side) => `/${side}/connections`,
  /** Where a Tax ID is added (docs/tax-and-statements.md). */
  taxId: (side: Side) => `/${side}/account/tax`,
  identity: (side: Side) => `/${side}/account/identity`,
  /** The job search a saved search runs (its query is at most 1000 characters). */
  search: (query: string) => `/freelancer/jobs${query ? `?${query}` : ''}`,
};

/** The side of the site a user's pages live on; null for an administrator. */
/** A hire's page on the side `userId` is on (the listing's owner is the employer). */
export function hireLink(userId: number, hire: { applicationId: number; listing: { user_id: number } }): string {
  return NOTICE_LINKS.hire(userId === hire.listing.user_id ? 'employer' : 'freelancer', hire.applicationId);
}

export function siteSide(userType: string | null | undefined): Side | null {
  return userType === 'employer' || userType === 'freelancer' ? userType : null;
}

/**
 * The values for a catalogue template in `language`: the amount drawn as money (`gsm` for an SMS),
 * a dispute's resolution in words.
 */
export function noticeValues(language: Language, params: NoticeParams, gsm = false): MessageParams {
  const out: MessageParams = {};
  for (const [name, value] of Object.entries(params))
    if ((typeof value === 'string' || typeof value === 'number') && name !== 'currency') out[name] = value;
  if (typeof params.amount === 'number')
    out.amount = formatMoney(params.amount, params.currency ?? 'NGN', language, { gsm });
  const resolution = DISPUTE_RESOLUTIONS.find((code) => code === params.resolution);
  if (resolution) out.resolution = t(language, `hire.resolution.${resolution}`);
  return out;
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** A job's notice as the bell has always shown it: the job's title, then the sentence. */
const aboutJob = (job: unknown, sentence: string): string =>
  `<p><em>${escapeHtml(text(job))}</em>: ${escapeHtml(sentence)}</p>`;

const sentence = (value: string): string => `<p>${escapeHtml(value)}</p>`;

/** A reason the code wrote in English (an identity check's), in `language`, without its full stop. */
const reasonIn = (language: Language, params: NoticeParams): string =>
  translateMessage(language, text(params.reason)).replace(/\.$/, '');

const TABLES: Record<
  Exclude<NoticeKey, `hireNotice.${string}`>,
  (language: Language, params: NoticeParams) => NoticeText
> = {
  'notice.applicationReceived': (language, params) => ({
    title: t(language, 'notice.applicationReceivedTitle'),
    message: t(language, 'notice.applicationReceived', {
      freelancer: escapeHtml(text(params.freelancer)),
      job: escapeHtml(text(params.job)),
    }),
  }),
  'notice.applicationWithdrawn': (language, params) => ({
    title: t(language, 'notice.applicationWithdrawnTitle'),
    message: t(language, 'notice.applicationWithdrawn', {
      freelancer: escapeHtml(text(params.freelancer)),
      job: escapeHtml(text(params.job)),
    }),
  }),
  'notice.applicationApproved': (language, params) => ({
    title: t(language, 'notice.applicationApprovedTitle'),
    message: t(language, 'notice.applicationApproved', { job: escapeHtml(text(params.job)) }),
  }),
  'notice.applicationDisapproved': (language, params) => ({
    title: t(language, 'notice.applicationDisapprovedTitle'),
    message: t(language, 'notice.applicationDisapproved', { job: escapeHtml(text(params.job)) }),
  }),
  'notice.connection': (language, params) => ({
    title: t(language, 'notice.connectionTitle'),
    message: t(language, 'notice.connection', { name: escapeHtml(text(params.name)) }),
  }),
  'trustNotice.rateRequest': (language, params) => ({
    title: RATE_REQUEST[language].title,
    message: aboutJob(params.job, RATE_REQUEST[language].sentence),
  }),
  'identityNotice.verified': (language) => ({
    title: IDENTITY_TEXTS[language].verifiedTitle,
    message: sentence(IDENTITY_TEXTS[language].verified),
  }),
  'identityNotice.failed': (language, params) => ({
    title: IDENTITY_TEXTS[language].failedTitle,
    message: sentence(IDENTITY_TEXTS[language].failed(reasonIn(language, params))),
  }),
  'identityNotice.revoked': (language, params) => ({
    title: IDENTITY_TEXTS[language].revokedTitle,
    message: sentence(IDENTITY_TEXTS[language].revoked(reasonIn(language, params))),
  }),
  'listingNotice.hidden': (language, params) => ({
    title: IDENTITY_TEXTS[language].jobHiddenTitle,
    message: aboutJob(params.job, IDENTITY_TEXTS[language].jobHidden),
  }),
  'listingNotice.takenDown': (language, params) => ({
    title: IDENTITY_TEXTS[language].jobTakenDownTitle,
    message: aboutJob(params.job, IDENTITY_TEXTS[language].jobTakenDown(text(params.reason))),
  }),
  'listingNotice.restored': (language, params) => ({
    title: IDENTITY_TEXTS[language].jobRestoredTitle,
    message: aboutJob(params.job, IDENTITY_TEXTS[language].jobRestored),
  }),
  'listingNotice.expired': (language, params) => ({
    title: LISTING_EXPIRED_NOTICE[language].title,
    message: aboutJob(params.job, LISTING_EXPIRED_NOTICE[language].sentence),
  }),
  'taxNotice.reminder': (language) => ({
    title: t(language, 'tax.reminderTitle'),
    message: t(language, 'tax.reminder'),
  }),
  'webhookNotice.disabled': (language, params) => ({
    title: t(language, 'webhooks.disabledNoticeTitle'),
    message: t(language, 'webhooks.disabledNotice', { url: escapeHtml(text(params.url)) }),
  }),
  'privacyNotice.exportReady': (language) => ({
    title: t(language, 'privacy.exportReadyTitle'),
    message: t(language, 'privacy.exportReady'),
  }),
  'savedSearchNotice.match': (language, params) => ({
    title: `${MESSAGING_TEXTS[language].matchTitle}: ${text(params.name)}`,
    message: `<p>${(params.jobs ?? []).map((job) => `<a href="${NOTICE_LINKS.job(Number(job.id))}">${escapeHtml(text(job.title))}</a>`).join(', ')}</p>`,
  }),
};

const inCatalogue = (key: string): key is MessageKey => Object.prototype.hasOwnProperty.call(CATALOGUES.en, key);

/** A notice's title and message in `language`; null for a key this code does not know. */
export function renderNotice(language: Language, key: string, params: NoticeParams): NoticeText | null {
  if (Object.prototype.hasOwnProperty.call(TABLES, key)) return TABLES[key as keyof typeof TABLES](language, params);
  const title = `${key}Title`;
  if (!key.startsWith('hireNotice.') || !inCatalogue(key) || !inCatalogue(title)) return null;
  return { title: t(language, title), message: aboutJob(params.job, t(language, key, noticeValues(language, params))) };
}
