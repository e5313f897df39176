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
 * When reports hide a job at once, pending review: reports by this many distinct verified
 * freelancers, or one by a verified freelancer for `asks_for_money`. Reports by people without
 * the badge go to the queue and never hide anything by themselves. Only reports not yet reviewed
 * count (a take-down or a restore reviews them all).
 */
export const REPORT_HIDING = { verifiedReporters: 2, moneyReason: 'asks_for_money' } as const;

/**
 * Never pay to apply: the short rule shown on every job page and at the top of every conversation
 * (`safety_notice` of `GET /api/applications/:id/messages`).
 */
export const NEVER_PAY_NOTICE: Record<Language, string> = {
  en: 'Never pay to apply. GigMarket jobs are free to apply for: an employer who asks you for money (registration, uniform, training, ID card) is a scam. Report the job.',
  fr: 'Ne payez jamais pour postuler. Postuler sur GigMarket est gratuit : un employeur qui vous demande de l’argent (inscription, uniforme, formation, badge) est un escroc. Signalez l’offre.',
};

/**
 * The fee rule set (docs/trust.md "Flagged text"): plain regular expressions, case-insensitive,
 * run on a job's title, description and expected result when it is written, and on every message
 * an employer sends. The first rule that matches names the flag; a flag goes to the report queue
 * (reason `flagged_text`), it never hides a job by itself.
 */
export const FEE_RULES = [
  {
    name: 'registration_fee',
    description: 'a registration, application, processing, form or enrolment fee',
    pattern:
      /\b(registration|application|processing|form|enrol?ment|screening|clearance)\s+(fees?|charges?|levy|money)\b|\bfrais\s+(d['’]\s?inscription|de\s+dossier|de\s+candidature)\b/i,
  },
  {
    name: 'uniform_fee',
    description: 'paying for a uniform, kit or ID card',
    pattern:
      /\b(pay|paying|buy|buying)\s+(for\s+)?(your\s+|the\s+|a\s+|own\s+)?(uniforms?|kits?|id\s?cards?|badges?)\b|\b(uniforms?|kits?|id\s?cards?)\s+(fees?|charges?|costs?|money)\b|\bfees?\s+for\s+(the\s+|your\s+|a\s+)?(uniforms?|kits?|id\s?cards?)\b|\bpayer\s+(l['’]\s?|votre\s+|un\s+)?uniforme\b/i,
  },
  {
    name: 'training_fee',
    description: 'a training, medical or starter-pack fee',
    pattern: /\b(training|medical|orientation|starter\s?pack|onboarding)\s+(fees?|charges?|levy|money)\b|\bfrais\s+de\s+formation\b/i,
  },
  {
    name: 'pay_to_start',
    description: 'money asked before applying, starting or being hired',
    pattern:
      /\b(pay|send|transfer|deposit)\b[^.\n]{0,30}\b(before|to)\s+(you\s+|we\s+)?(apply|applying|start|starting|resume|resuming|be\s+(hired|employed|considered|shortlisted)|secure\s+(the|your|a)\s+(job|slot|position)|get\s+(the|this)\s+job)\b/i,
  },
  {
    name: 'bank_account',
    description: 'a 10-digit account number in a text that also has a bank word (account, acct, a/c, bank, transfer, a bank’s name)',
    pattern: /(?<!\d)\d{10}(?!\d)/,
    alsoNeeds: /\b(account|acct|a\/c|bank|transfer|opay|palmpay|moniepoint|gtb|gtbank|access|zenith|uba|first\s?bank|kuda|compte)\b/i,
  },
] as const;
export type FeeRuleName = (typeof FEE_RULES)[number]['name'];

/** The first fee rule `text` matches, with the words that matched (at most 120 characters), or null. */
export function feeRuleMatch(text: string | null | undefined): { rule: FeeRuleName; excerpt: string } | null {
  if (!text) return null;
  for (const rule of FEE_RULES as readonly { name: FeeRuleName; pattern: RegExp; alsoNeeds?: RegExp }[]) {
    const found = rule.pattern.exec(text);
    if (!found || (rule.alsoNeeds && !rule.alsoNeeds.test(text))) continue;
    const start = Math.max(0, found.index - 40);
    const excerpt = text.slice(start, found.index + found[0].length + 40).replace(/\s+/g, ' ').trim();
    return { rule: rule.name, excerpt: excerpt.slice(0, 120) };
  }
  return null;
}

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
