/**
 * Verified people, safe jobs (docs/trust.md "Identity" and "Reports and the never-pay rule"):
 * the identity check against a BVN and a bank account, the badge, reports on jobs, the
 * never-pay-to-apply rule and the rule set that flags fee requests. Shared by the API, the site
 * and the back office.
 */
import type { Language } from './limits.js';

/**
 * Where a person's identity check stands. `none`: never asked; `checking`: asked, Paystack's
 * answer not in yet; `verified`: the badge; `failed`: the last check failed (see `reason`);
 * `revoked`: an admin took the badge back (see `reason`).
 */
export const IDENTITY_STATUSES = ['none', 'checking', 'verified', 'failed', 'revoked'] as const;
export type IdentityStatus = (typeof IDENTITY_STATUSES)[number];

/** The audit trail of one person's identity: every request, outcome and revocation. */
export const IDENTITY_EVENT_ACTIONS = ['requested', 'verified', 'failed', 'revoked'] as const;
export type IdentityEventAction = (typeof IDENTITY_EVENT_ACTIONS)[number];

/**
 * Per person and Lagos day (00:00 to 24:00 Africa/Lagos, UTC+1): at most `requestsPerDay`
 * identification requests, and `failuresBeforeLock` failed checks lock the feature until the next
 * Lagos day.
 */
export const IDENTITY_LIMITS = { requestsPerDay: 5, failuresBeforeLock: 3, utcOffsetHours: 1 } as const;

/** A Bank Verification Number: 11 digits. It goes to Paystack and nowhere else (never stored, logged or echoed). */
export const BVN_PATTERN = /^\d{11}$/;
/** A Nigerian bank account number (NUBAN): 10 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{10}$/;

export const REPORT_NOTE_MAX = 500;
export const REVOKE_REASON_MAX = 500;
export const TAKE_DOWN_REASON_MAX = 500;

/** Why a freelancer reports a job. */
export const LISTING_REPORT_REASONS = ['asks_for_money', 'fake', 'unsafe', 'other'] as const;
export type ListingReportReason = (typeof LISTING_REPORT_REASONS)[number];
/** The reason of a report the fee rule set raised by itself (no reporter); never chosen by a person. */
export const FLAGGED_REPORT_REASON = 'flagged_text' as const;
/** Every reason a row of the report queue may carry. */
export const ALL_LISTING_REPORT_REASONS = [...LISTING_REPORT_REASONS, FLAGGED_REPORT_REASON] as const;
export type AnyListingReportReason = (typeof ALL_LISTING_REPORT_REASONS)[number];

/** `hidden`: out of search pending review; `taken_down`: removed by an admin. */
export const LISTING_MODERATION = ['visible', 'hidden', 'taken_down'] as const;
export type ListingModeration = (typeof LISTING_MODERATION)[number];

/**
 * The report rule (docs/trust.md "Hiding"): a report goes to the queue, and hides its job at once,
 * pending review, only when
 * - open reports (not yet reviewed) by `verifiedReportersToHide` distinct verified freelancers agree, or
 * - its reporter is verified and proven (a track record: at least `provenUpheld` of their reports
 *   upheld by a take-down, and at most `provenMaxOverturned` of their reviewed reports overturned
 *   by a restore), it is for one of `instantReasons`, and the reporter has not yet used their
 *   `instantHidesPerDay` instant hides of the Lagos day.
 * Reports by people without the badge never hide anything by themselves.
 */
export const REPORT_RULE = {
  verifiedReportersToHide: 2,
  provenUpheld: 2,
  provenMaxOverturned: 0.2,
  instantReasons: ['asks_for_money', 'unsafe'] as readonly ListingReportReason[],
  instantHidesPerDay: 3,
} as const;

/** Reports one person may send, whoever they are (429 beyond, with `Retry-After`): in any hour, and per Lagos day. */
export const REPORT_LIMITS = { perHour: 5, perDay: 10 } as const;

/** How a report hid its job: a proven reporter's `instant` hide, or as one of the verified reporters who `agreed`. */
export const REPORT_HIDS = ['instant', 'agreed'] as const;
export type ReportHid = (typeof REPORT_HIDS)[number];

/** What a review made of a report: the job was taken down (`upheld`) or restored (`overturned`). */
export const LISTING_REPORT_OUTCOMES = ['upheld', 'overturned'] as const;
export type ListingReportOutcome = (typeof LISTING_REPORT_OUTCOMES)[number];

/**
 * How a reporter stands with a reported job's employer, for moderators (`reporter_relation`):
 * `own_job` when the reporter's verified identity is the employer's own (same bank account and
 * names), `competitor` when it is another employer's who posts in the job's category, `turned_down`
 * when the employer turned the reporter's application down (disapproved or cancelled a hire).
 */
export const REPORTER_RELATIONS = ['own_job', 'competitor', 'turned_down'] as const;
export type ReporterRelation = (typeof REPORTER_RELATIONS)[number];

/**
 * Never pay to apply: the short rule shown on every job page and at the top of every conversation
 * (`safety_notice` of `GET /api/applications/:id/messages`).
 */
export const NEVER_PAY_NOTICE: Record<Language, string> = {
  en: 'Never pay to apply. GigMarket jobs are free to apply for: an employer who asks you for money (registration, uniform, training, ID card) is a scam. Report the job.',
  fr: 'Ne payez jamais pour postuler. Postuler sur GigMarket est gratuit : un employeur qui vous demande de l’argent (inscription, uniforme, formation, badge) est un escroc. Signalez l’offre.',
};

/** A person's names as a BVN holds them (Paystack's customer after a successful identification). */
export interface NamesOnRecord {
  first_name: string | null;
  middle_name?: string | null;
  last_name: string | null;
}

/** "Adé-Bọ́lá  o'Neil" -> ["ADE", "BOLA", "ONEIL"]: upper case, accents off, hyphens split words, other marks dropped. */
export function nameWords(value: string | null | undefined): string[] {
  return (value ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[-_.]/g, ' ')
    .replace(/[^A-Z ]/g, '')
    .split(/\s+/)
    .filter(Boolean);
}

/**
 * The name rule (docs/trust.md "The name rule"): the profile's name matches the name on the BVN
 * when (1) every word of the profile's first and last names is one of the BVN's names, each BVN
 * name used once; (2) the profile holds at least two words; and (3) the BVN's last name (the
 * surname) is among them. Case, accents, hyphens and the order do not matter (a surname written
 * first matches), and middle names on the BVN may be left out of the profile (a person who goes
 * by their middle name matches too); an initial or a nickname does not match.
 */
export function profileNameMatches(profile: { first_name: string | null; last_name: string | null }, onBvn: NamesOnRecord): boolean {
  const given = [...nameWords(profile.first_name), ...nameWords(profile.last_name)];
  const held = [...nameWords(onBvn.first_name), ...nameWords(onBvn.middle_name), ...nameWords(onBvn.last_name)];
  const surname = nameWords(onBvn.last_name);
  if (given.length < 2 || surname.length === 0) return false;
  const left = [...held];
  for (const word of given) {
    const index = left.indexOf(word);
    if (index < 0) return false;
    left.splice(index, 1);
  }
  return surname.every((word) => given.includes(word));
}

/** The start of the Lagos day holding `at`, and of the next one (UTC instants). */
export function lagosDay(at: Date): { start: Date; end: Date } {
  const offset = IDENTITY_LIMITS.utcOffsetHours * 3_600_000;
  const local = new Date(at.getTime() + offset);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - offset;
  return { start: new Date(start), end: new Date(start + 86_400_000) };
}

/** The API's answers (English; the API's catalogues translate them, docs/i18n.md). */
export const IDENTITY_MESSAGES = {
  status: 'OK',
  requested: 'We are checking your identity with your bank. This usually takes a minute.',
  alreadyChecking: 'Your identity is already being checked',
  alreadyVerified: 'Your identity is already verified',
  locked: 'Three checks failed today: try again tomorrow',
  tooMany: 'Too many identity checks today: try again tomorrow',
  nameNeeded: 'Add your first and last name to your profile before checking your identity',
  nameMismatch: 'The name on this BVN does not match your profile',
  checkFailed: 'Your bank could not confirm this BVN and account',
  providerDown: 'The identity service did not answer: try again',
  notFound: 'No identity check with this id',
  revoked: 'Badge revoked',
  notVerified: 'Only a verified identity can be revoked',
  bvnFormat: 'bvn must be 11 digits',
  accountFormat: 'account_number must be 10 digits',
  reported: 'Thank you: the job is reported and an administrator will review it',
  alreadyReported: 'You already reported this job',
  takenDown: 'Job taken down',
  restored: 'Job restored',
  alreadyTakenDown: 'This job is already taken down',
  notModerated: 'This job is not hidden or taken down',
  underReview: 'This job is hidden while a report is reviewed: it cannot be reopened now',
  isTakenDown: 'This job was taken down by GigMarket: it cannot be reopened',
  reportsThisHour: 'You sent too many reports in the last hour: try again later',
  reportsToday: 'You sent too many reports today: try again tomorrow',
  restoredByReporter: 'Jobs restored: {count}',
} as const;

/** The texts sent to a person later (bell and SMS), in their language. */
export const IDENTITY_TEXTS: Record<
  Language,
  {
    verifiedTitle: string;
    verified: string;
    failedTitle: string;
    failed: (reason: string) => string;
    revokedTitle: string;
    revoked: (reason: string) => string;
    jobHiddenTitle: string;
    jobHidden: string;
    jobTakenDownTitle: string;
    jobTakenDown: (reason: string) => string;
    jobRestoredTitle: string;
    jobRestored: string;
    sms: {
      verified: string;
      failed: (reason: string) => string;
      revoked: (reason: string) => string;
      jobTakenDown: (job: string) => string;
      jobRestored: (job: string) => string;
    };
  }
> = {
  en: {
    verifiedTitle: 'Your identity is verified',
    verified: 'Your profile now shows the "ID verified" badge.',
    failedTitle: 'Your identity check failed',
    failed: (reason) => `${reason}. You can try again.`,
    revokedTitle: 'Your "ID verified" badge was removed',
    revoked: (reason) => `An administrator removed your badge: ${reason}`,
    jobHiddenTitle: 'Your job is hidden while we review a report',
    jobHidden: 'Freelancers reported this job. It is out of search until an administrator reviews it.',
    jobTakenDownTitle: 'Your job was taken down',
    jobTakenDown: (reason) => `An administrator took this job down: ${reason}`,
    jobRestoredTitle: 'Your job is back in search',
    jobRestored: 'An administrator reviewed the reports and restored this job.',
    sms: {
      verified: 'GigMarket: your identity is verified. Your profile shows the ID verified badge.',
      failed: (reason) => `GigMarket: your identity check failed. ${reason}.`,
      revoked: (reason) => `GigMarket: your ID verified badge was removed. ${reason}`,
      jobTakenDown: (job) => `GigMarket: your job "${job}" was taken down. See GigMarket for the reason.`,
      jobRestored: (job) => `GigMarket: your job "${job}" was reviewed and is back in search.`,
    },
  },
  fr: {
    verifiedTitle: 'Votre identité est vérifiée',
    verified: 'Votre profil affiche maintenant le badge « Identité vérifiée ».',
    failedTitle: 'La vérification de votre identité a échoué',
    failed: (reason) => `${reason}. Vous pouvez réessayer.`,
    revokedTitle: 'Votre badge « Identité vérifiée » a été retiré',
    revoked: (reason) => `Un administrateur a retiré votre badge : ${reason}`,
    jobHiddenTitle: 'Votre offre est masquée le temps d’examiner un signalement',
    jobHidden: 'Des indépendants ont signalé cette offre. Elle n’apparaît plus dans la recherche jusqu’à son examen par un administrateur.',
    jobTakenDownTitle: 'Votre offre a été retirée',
    jobTakenDown: (reason) => `Un administrateur a retiré cette offre : ${reason}`,
    jobRestoredTitle: 'Votre offre est de nouveau visible',
    jobRestored: 'Un administrateur a examiné les signalements et rétabli cette offre.',
    sms: {
      verified: 'GigMarket : votre identité est vérifiée. Votre profil affiche le badge Identité vérifiée.',
      failed: (reason) => `GigMarket : la vérification de votre identité a échoué. ${reason}.`,
      revoked: (reason) => `GigMarket : votre badge Identité vérifiée a été retiré. ${reason}`,
      jobTakenDown: (job) => `GigMarket : votre offre « ${job} » a été retirée. Voir GigMarket pour le motif.`,
      jobRestored: (job) => `GigMarket : votre offre « ${job} » a été examinée et est de nouveau visible.`,
    },
  },
};
