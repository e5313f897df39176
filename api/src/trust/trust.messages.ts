import type { Language } from '@gigmarket/shared';

export const TRUST_MESSAGES = {
  rated: 'Rating saved',
  alreadyRated: 'You have already rated this hire',
  windowClosed: 'The rating window for this hire has closed',
  notRatable: (status: string) => `This hire cannot be rated while it is ${status}`,
  noShowReported: 'No-show reported: the employer is refunded in full',
  noShowContested: 'No-show contested: an administrator will decide',
  noShowTooEarly: 'A no-show can be reported only when there is no check-in one hour after the start',
  noShowNotContestable: 'This no-show cannot be contested',
  contestWindowClosed: 'The time to contest this no-show has passed',
  eventNotFound: 'Reliability event not found',
  notContested: 'Only a contested no-show can be resolved',
  resolved: 'No-show resolved',
  languageSaved: 'Language saved',
  ratingUpdated: 'Rating updated',
} as const;

/** The two messages asking a side to rate, in each supported language (docs/trust.md). */
export const RATE_REQUEST: Record<Language, { title: string; sentence: string; sms: (job: string, other: string) => string }> = {
  en: {
    title: 'Rate your hire',
    sentence: 'tell others how it went: rate this hire within 14 days.',
    sms: (job, other) => `GigMarket: how did "${job}" go with ${other}? Rate them within 14 days on GigMarket.`,
  },
  fr: {
    title: 'Notez votre mission',
    sentence: 'dites aux autres comment cela s’est passé : notez cette mission sous 14 jours.',
    sms: (job, other) => `GigMarket : comment s’est passée « ${job} » avec ${other} ? Notez-le sous 14 jours sur GigMarket.`,
  },
};
