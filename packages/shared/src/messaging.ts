/** Conversations and alerts (docs/conversations.md): job-scoped messages, SMS nudges, saved-search alerts. */

export const MESSAGE_LIMITS = {
  bodyMax: 2000,
  reportReasonMax: 500,
  /** A message unread this long may be nudged by SMS. */
  nudgeAfterMinutes: 15,
  /** At most one nudge per thread (and recipient) in this many minutes. */
  nudgeEveryMinutes: 60,
  /** Messages a thread page shows (newest last). */
  pageSize: 200,
} as const;

/** No SMS nudge or digest in these Africa/Lagos hours: from `start` (inclusive) to `end` (exclusive). */
export const QUIET_HOURS = { start: 21, end: 7, timeZone: 'Africa/Lagos', utcOffsetHours: 1 } as const;

export const SAVED_SEARCH_LIMITS = {
  nameMax: 100,
  queryMax: 1000,
  perUser: 20,
  /** At most one SMS digest per saved search in this many hours. */
  digestEveryHours: 24,
} as const;

export const MESSAGE_REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type MessageReportStatus = (typeof MESSAGE_REPORT_STATUSES)[number];

export const ALERT_KINDS = ['nudge', 'digest', 'match'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** What the API answers (English); French beside the user-facing ones sent by SMS. */
export const MESSAGING_MESSAGES = {
  sent: 'Message sent',
  list: 'OK',
  seen: 'Messages marked as seen',
  threadNotFound: 'Conversation not found',
  messageNotFound: 'Message not found',
  blocked: 'Messages are blocked between you and the other side of this job',
  blockedSaved: 'You have blocked the other side: they cannot message you any more',
  unblocked: 'Unblocked',
  reported: 'Message reported: an administrator will read this conversation',
  alreadyReported: 'You have already reported this message',
  ownMessage: 'You cannot report your own message',
  empty: 'Write a message',
  reportResolved: 'Report resolved',
  reportNotOpen: 'This report is already closed',
  savedSearchSaved: 'Search saved',
  savedSearchDeleted: 'Saved search deleted',
  savedSearchNotFound: 'Saved search not found',
  tooManySavedSearches: `You can save at most ${SAVED_SEARCH_LIMITS.perUser} searches`,
  alertsStopped: 'SMS alerts for this saved search are off',
  preferencesSaved: 'SMS preferences saved',
} as const;

/** The masking note and SMS texts, in each supported language. */
export const MESSAGING_TEXTS = {
  en: {
    maskNote: 'Contact details are hidden until the employer approves the application.',
    masked: '[hidden]',
    nudge: (from: string, job: string) => `GigMarket: ${from} sent you a message about "${job}". Reply on GigMarket.`,
    digest: (name: string, count: number, link: string) =>
      `GigMarket: ${count} new job${count === 1 ? '' : 's'} for your search "${name}". Stop these texts: ${link}`,
    matchTitle: 'New job for your saved search',
    messageTitle: 'New message',
  },
  fr: {
    maskNote: 'Les coordonnées restent masquées tant que l’employeur n’a pas accepté la candidature.',
    masked: '[masqué]',
    nudge: (from: string, job: string) => `GigMarket : ${from} vous a écrit au sujet de « ${job} ». Répondez sur GigMarket.`,
    digest: (name: string, count: number, link: string) =>
      `GigMarket : ${count} nouvelle${count === 1 ? '' : 's'} mission${count === 1 ? '' : 's'} pour votre recherche « ${name} ». Arrêter ces SMS : ${link}`,
    matchTitle: 'Nouvelle mission pour votre recherche enregistrée',
    messageTitle: 'Nouveau message',
  },
} as const;

/** Events on GET /api/messages/stream. */
export type MessageStreamEvent =
  | { type: 'message'; application_id: number; message_id: number; sender_id: number; unread: number }
  | { type: 'seen'; application_id: number; up_to_id: number; seen_at: string; unread: number }
  | { type: 'unread'; unread: number };

/** How an administrator closes a message report. */
export const MESSAGE_REPORT_DECISIONS = ['resolved', 'dismissed'] as const;
export type MessageReportDecision = (typeof MESSAGE_REPORT_DECISIONS)[number];
