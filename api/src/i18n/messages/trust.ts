import type { Language } from '@gigmarket/shared';
import { message } from '../message';

/** What the trust calls answer (ratings, no-shows, the language setting). */
export const TRUST_MESSAGES = {
  rated: message('trust.rated'),
  alreadyRated: message('trust.alreadyRated'),
  windowClosed: message('trust.windowClosed'),
  notRatable: (status: string) => message('trust.notRatable', { status }),
  noShowReported: message('trust.noShowReported'),
  noShowContested: message('trust.noShowContested'),
  noShowTooEarly: message('trust.noShowTooEarly'),
  noShowNotContestable: message('trust.noShowNotContestable'),
  contestWindowClosed: message('trust.contestWindowClosed'),
  eventNotFound: message('trust.eventNotFound'),
  notContested: message('trust.notContested'),
  resolved: message('trust.resolved'),
  languageSaved: message('trust.languageSaved'),
  ratingUpdated: message('trust.ratingUpdated'),
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
