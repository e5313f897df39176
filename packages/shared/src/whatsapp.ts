import { lagosDay } from './identity.js';

/**
 * WhatsApp as a channel (docs/whatsapp.md): what Meta's Cloud API accepts in one message. Graph
 * does not check all of these before a message reaches the person's phone, and the client library
 * checks fewer, so the product refuses a message that breaks one before sending it. Lengths are
 * JavaScript string lengths (UTF-16 units, as the client library counts): an accented letter
 * counts one, an emoji two, so what fits here fits Meta too.
 */
export const WHATSAPP_LIMITS = {
  /** A text message's body. */
  textBody: 4096,
  /** An interactive message's body (list or reply buttons). */
  interactiveBody: 1024,
  headerText: 60,
  footerText: 60,
  /** The button that opens a list. */
  listButton: 20,
  /** Rows in one list, across all its sections. */
  listRows: 10,
  listSections: 10,
  sectionTitle: 24,
  rowId: 200,
  rowTitle: 24,
  rowDescription: 72,
  replyButtons: 3,
  replyButtonTitle: 20,
  replyButtonId: 256,
  /** The text of a button that opens a page (a `cta_url` message's, or a template's URL button). */
  urlButtonText: 20,
  /** The page a URL button opens (Meta's limit on a template button's URL). */
  urlButtonUrl: 2000,
} as const;

/** What one outbound message is (the kinds the product sends). */
export const WHATSAPP_MESSAGE_KINDS = ['text', 'list', 'button', 'cta', 'template'] as const;
export type WhatsAppMessageKind = (typeof WHATSAPP_MESSAGE_KINDS)[number];

/**
 * Meta's pricing category of a message: `service` answers a person within the 24-hour window
 * they opened; the others are templates Meta bills as such.
 */
export const WHATSAPP_CATEGORIES = ['service', 'utility', 'marketing', 'authentication'] as const;
export type WhatsAppCategory = (typeof WHATSAPP_CATEGORIES)[number];

/**
 * An outbound message's status, in the order Meta moves it: `accepted` (Graph answered a wamid),
 * then the status callbacks. A late callback never moves a message back (read stays read when
 * `delivered` arrives after it); `failed` is final.
 */
export const WHATSAPP_STATUSES = ['accepted', 'sent', 'delivered', 'read', 'failed'] as const;
export type WhatsAppStatus = (typeof WHATSAPP_STATUSES)[number];

/**
 * Being told on WhatsApp (docs/whatsapp.md "Being told"): a notice goes free-form while the person
 * wrote to the business number in the last 24 hours (Meta's customer-service window), else as an
 * approved template.
 */
export const WHATSAPP_WINDOW_HOURS = 24;

/**
 * Meta's error codes on a send that make the product fall back to SMS for that notice. The first
 * two are remembered on the person (later notices go straight to SMS until they opt in again);
 * the window's is not: the next notice goes as a template.
 */
export const WHATSAPP_FALLBACK_CODES = {
  /** "Message undeliverable": the number is not on WhatsApp (or cannot receive). */
  notOnWhatsApp: 131026,
  /** The person stopped marketing messages from the business. */
  userStopped: 131050,
  /** "Re-engagement message": more than 24 hours since the person last wrote. */
  outsideWindow: 131047,
} as const;

/** The codes remembered on the person as "not reachable on WhatsApp". */
export const WHATSAPP_UNREACHABLE_CODES: readonly number[] = [WHATSAPP_FALLBACK_CODES.notOnWhatsApp, WHATSAPP_FALLBACK_CODES.userStopped];

/** Meta's language code of a template for each site language. */
export const WHATSAPP_TEMPLATE_LANGUAGES = { en: 'en', fr: 'fr' } as const;

export interface WhatsAppNoticeTemplate {
  /** The template's name in WhatsApp Manager. */
  name: string;
  /** Its named parameters ({{job}}), in the order of the body. */
  parameters: readonly string[];
  /** The category it was submitted (and is billed) as in WhatsApp Manager. */
  category: WhatsAppCategory;
  /** The body as submitted for approval, per language. */
  texts: { en: string; fr: string };
  /**
   * Its URL button's text per language, for a notice that opens a page of the site: submitted as
   * `<site address>/{{1}}`, the `link` page's path filling the variable (docs/whatsapp.md).
   */
  button?: { en: string; fr: string };
}

/**
 * The approved templates, one per notice the product sends by SMS (and one per employer's hire
 * notice that has no SMS and goes by WhatsApp alone), as submitted in WhatsApp
 * Manager (languages en and fr), each with its category: utility for what a person must hear about
 * a hire, an offer or a message; marketing for the saved-search alert, which announces jobs the
 * person has not asked about one by one (docs/whatsapp.md "Consent and cost"). The parameters are the notice's values, drawn
 * in the person's language (an amount as "₦25,000").
 */
export const WHATSAPP_NOTICE_TEMPLATES = {
  approved: {
    name: 'gm_hire_approved',
    category: 'utility',
    parameters: ['job', 'amount'],
    texts: {
      en: 'GigMarket: you are hired for "{{job}}" at {{amount}}. Wait for the payment into escrow before you start.',
      fr: 'GigMarket : vous êtes embauché pour « {{job}} » à {{amount}}. Attendez le paiement sur le compte séquestre avant de commencer.',
    },
  },
  funded: {
    name: 'gm_hire_funded',
    category: 'utility',
    parameters: ['job', 'amount'],
    texts: {
      en: 'GigMarket: paid in: safe to start "{{job}}" ({{amount}} held for you). Check in when you arrive.',
      fr: 'GigMarket : paiement reçu, vous pouvez commencer « {{job}} » ({{amount}} réservés pour vous). Signalez votre arrivée sur place.',
    },
  },
  cancelled: {
    name: 'gm_hire_cancelled',
    category: 'utility',
    parameters: ['job', 'reason'],
    texts: {
      en: 'GigMarket: the hire for "{{job}}" was cancelled: {{reason}}.',
      fr: 'GigMarket : l’embauche pour « {{job}} » a été annulée : {{reason}}.',
    },
  },
  cancelledFee: {
    name: 'gm_hire_cancelled_fee',
    category: 'utility',
    parameters: ['job', 'amount'],
    texts: {
      en: 'GigMarket: the hire for "{{job}}" was cancelled late. A fee of {{amount}} is paid to you.',
      fr: 'GigMarket : l’embauche pour « {{job}} » a été annulée tardivement. Des frais de {{amount}} vous sont versés.',
    },
  },
  noShow: {
    name: 'gm_hire_no_show',
    category: 'utility',
    parameters: ['job', 'days'],
    texts: {
      en: 'GigMarket: the employer reported a no-show for "{{job}}". You may contest it within {{days}} days.',
      fr: 'GigMarket : l’employeur a signalé votre absence pour « {{job}} ». Vous pouvez la contester sous {{days}} jours.',
    },
  },
  disputeOpened: {
    name: 'gm_dispute_opened',
    category: 'utility',
    parameters: ['job'],
    texts: {
      en: 'GigMarket: a dispute was opened on "{{job}}". Answer it on the site.',
      fr: 'GigMarket : un litige a été ouvert sur « {{job}} ». Répondez-y sur le site.',
    },
  },
  disputeResolved: {
    name: 'gm_dispute_resolved',
    category: 'utility',
    parameters: ['job', 'resolution'],
    texts: {
      en: 'GigMarket: the dispute on "{{job}}" was resolved ({{resolution}}).',
      fr: 'GigMarket : le litige sur « {{job}} » a été résolu ({{resolution}}).',
    },
  },
  payoutWaiting: {
    name: 'gm_payout_waiting',
    category: 'utility',
    parameters: ['amount', 'job'],
    texts: {
      en: 'GigMarket: {{amount}} for "{{job}}" waits for your bank account. Add it in My money (site or USSD) to be paid.',
      fr: 'GigMarket : {{amount}} pour « {{job}} » attend votre compte bancaire. Ajoutez-le dans Mon argent (site ou USSD) pour être payé.',
    },
  },
  payoutSent: {
    name: 'gm_payout_sent',
    category: 'utility',
    parameters: ['amount', 'job'],
    texts: {
      en: 'GigMarket: {{amount}} for "{{job}}" is on its way to your bank account.',
      fr: 'GigMarket : {{amount}} pour « {{job}} » est en route vers votre compte bancaire.',
    },
  },
  lapsed: {
    name: 'gm_hire_lapsed',
    category: 'utility',
    parameters: ['job'],
    texts: {
      en: 'GigMarket: the hire for "{{job}}" lapsed: it was not paid for by the job\'s start.',
      fr: 'GigMarket : l’embauche pour « {{job}} » a expiré : elle n’a pas été payée au début de la mission.',
    },
  },
  confirmAsk: {
    name: 'gm_shift_confirm_ask',
    category: 'utility',
    parameters: ['job', 'start', 'link'],
    texts: {
      en: 'GigMarket: please confirm you will work "{{job}}" on {{start}}. Tap to confirm: {{link}}',
      fr: 'GigMarket : confirmez que vous assurerez « {{job}} » le {{start}}. Touchez pour confirmer : {{link}}',
    },
  },
  checkInReminder: {
    name: 'gm_checkin_reminder',
    category: 'utility',
    parameters: ['job', 'start', 'link'],
    texts: {
      en: 'GigMarket: check-in is open for "{{job}}" ({{start}}). Check in when you arrive: {{link}}',
      fr: 'GigMarket : le pointage est ouvert pour « {{job}} » ({{start}}). Pointez votre arrivée sur place : {{link}}',
    },
  },
  unconfirmed: {
    name: 'gm_shift_unconfirmed',
    category: 'utility',
    parameters: ['name', 'job', 'start'],
    texts: {
      en: 'GigMarket: {{name}} has not confirmed "{{job}}" on {{start}}. You may release the place on the hire page.',
      fr: 'GigMarket : {{name}} n’a pas confirmé « {{job}} » du {{start}}. Vous pouvez libérer la place sur la page de l’embauche.',
    },
  },
  released: {
    name: 'gm_shift_released',
    category: 'utility',
    parameters: ['job'],
    texts: {
      en: 'GigMarket: the employer released your place on "{{job}}": the shift was not confirmed in time.',
      fr: 'GigMarket : l’employeur a libéré votre place sur « {{job}} » : la mission n’a pas été confirmée à temps.',
    },
  },
  jobFilled: {
    name: 'gm_job_filled',
    category: 'utility',
    parameters: ['job'],
    texts: {
      en: 'GigMarket: "{{job}}" has filled all its positions. Keep looking: new jobs every day.',
      fr: 'GigMarket : « {{job}} » a pourvu tous ses postes. Continuez à chercher : de nouvelles missions chaque jour.',
    },
  },
  offered: {
    name: 'gm_offer',
    category: 'utility',
    parameters: ['employer', 'job', 'amount', 'link'],
    texts: {
      en: 'GigMarket: {{employer}} wants to book you again for "{{job}}" at {{amount}}. Accept or decline: {{link}}',
      fr: 'GigMarket : {{employer}} souhaite vous engager à nouveau pour « {{job}} » à {{amount}}. Acceptez ou refusez : {{link}}',
    },
  },
  rosterFirst: {
    name: 'gm_roster_first',
    category: 'utility',
    parameters: ['employer', 'job', 'until', 'link'],
    texts: {
      en: 'GigMarket: {{employer}} offers "{{job}}" to their favourites first, until {{until}}. See it and apply: {{link}}',
      fr: 'GigMarket : {{employer}} propose « {{job}} » d’abord à ses favoris, jusqu’à {{until}}. Voyez-la et postulez : {{link}}',
    },
  },
  offerDeclined: {
    name: 'gm_offer_declined',
    category: 'utility',
    parameters: ['name', 'job'],
    texts: {
      en: 'GigMarket: {{name}} declined your offer for "{{job}}".',
      fr: 'GigMarket : {{name}} a refusé votre offre pour « {{job}} ».',
    },
  },
  offerExpired: {
    name: 'gm_offer_expired',
    category: 'utility',
    parameters: ['name', 'job'],
    texts: {
      en: 'GigMarket: your offer to {{name}} for "{{job}}" expired without an answer.',
      fr: 'GigMarket : votre offre à {{name}} pour « {{job}} » a expiré sans réponse.',
    },
  },
  applied: {
    name: 'gm_applied',
    category: 'utility',
    parameters: ['job', 'amount'],
    texts: {
      en: 'GigMarket: you applied for "{{job}}" ({{amount}}). The employer will be told.',
      fr: 'GigMarket : vous avez postulé à « {{job}} » ({{amount}}). L’employeur sera prévenu.',
    },
  },
  nudge: {
    name: 'gm_message_nudge',
    category: 'utility',
    parameters: ['from', 'job'],
    texts: {
      en: 'GigMarket: {{from}} sent you a message about "{{job}}". Reply on GigMarket.',
      fr: 'GigMarket : {{from}} vous a écrit au sujet de « {{job}} ». Répondez sur GigMarket.',
    },
  },
  // The employer's hire notices, which have no SMS: WhatsApp to the opted in, the bell alone otherwise.
  applicationReceived: {
    name: 'gm_new_applicant',
    category: 'utility',
    parameters: ['name', 'job', 'link'],
    texts: {
      en: 'GigMarket: {{name}} applied for "{{job}}". See your applicants at {{link}} and choose whom to hire.',
      fr: 'GigMarket : {{name}} a postulé à « {{job}} ». Voyez vos candidats sur {{link}} et choisissez qui embaucher.',
    },
    button: { en: 'See applicants', fr: 'Voir les candidats' },
  },
  paymentNeeded: {
    name: 'gm_hire_payment_needed',
    category: 'utility',
    parameters: ['job', 'amount', 'link'],
    texts: {
      en: 'GigMarket: the hire for "{{job}}" is agreed at {{amount}}. Pay it into escrow at {{link}} so the work can start.',
      fr: 'GigMarket : l’embauche pour « {{job}} » est conclue à {{amount}}. Payez-la sur le compte séquestre sur {{link}} pour que la mission commence.',
    },
    button: { en: 'Pay into escrow', fr: 'Payer le séquestre' },
  },
  checkedIn: {
    name: 'gm_hire_checked_in',
    category: 'utility',
    parameters: ['job', 'link'],
    texts: {
      en: 'GigMarket: the freelancer checked in for "{{job}}" and started. Follow the hire at {{link}} as the work goes on.',
      fr: 'GigMarket : le freelance est arrivé pour « {{job}} » et a commencé. Suivez l’embauche sur {{link}} pendant la mission.',
    },
    button: { en: 'Open the hire', fr: 'Voir l’embauche' },
  },
  done: {
    name: 'gm_hire_done',
    category: 'utility',
    parameters: ['job', 'link', 'hours'],
    texts: {
      en: 'GigMarket: the freelancer marked "{{job}}" done. Confirm it at {{link}}, or it completes by itself in {{hours}} hours.',
      fr: 'GigMarket : le freelance a marqué « {{job}} » comme terminé. Confirmez-le sur {{link}}, sinon la mission se termine d’elle-même dans {{hours}} heures.',
    },
    button: { en: 'Confirm the work', fr: 'Confirmer la mission' },
  },
  digest: {
    name: 'gm_saved_search_alert',
    category: 'marketing',
    parameters: ['name', 'count', 'link'],
    texts: {
      en: 'GigMarket: new jobs for your search "{{name}}": {{count}}. Stop these alerts: {{link}}',
      fr: 'GigMarket : nouvelles missions pour votre recherche « {{name}} » : {{count}}. Arrêter ces alertes : {{link}}',
    },
  },
} as const satisfies Record<string, WhatsAppNoticeTemplate>;
export type WhatsAppNoticeName = keyof typeof WHATSAPP_NOTICE_TEMPLATES;

/** One template as approved in WhatsApp Manager in one language (what the local WhatsApp is given). */
export interface WhatsAppApprovedTemplate {
  name: string;
  language: string;
  category: string;
  parameters: readonly string[];
  /** It has a URL button whose address ends in a variable: a send gives that variable. */
  urlButton: boolean;
}

/** Every notice template in every language, as WhatsApp Manager holds them once approved. */
export function whatsappApprovedTemplates(): WhatsAppApprovedTemplate[] {
  return Object.values(WHATSAPP_NOTICE_TEMPLATES as Record<string, WhatsAppNoticeTemplate>).flatMap((template) =>
    Object.values(WHATSAPP_TEMPLATE_LANGUAGES).map((language) => ({
      name: template.name,
      language,
      category: template.category.toUpperCase(),
      parameters: template.parameters,
      urlButton: template.button !== undefined,
    })),
  );
}

/**
 * What a notice went by, in `whatsapp_notices`: `held` while it waits for the next day's allowance
 * of new conversations, `sending` while one replica releases it (docs/whatsapp.md "Consent and cost");
 * `none` when WhatsApp refused a notice that has no SMS (the bell alone told the person).
 */
export const WHATSAPP_NOTICE_CHANNELS = ['whatsapp', 'sms', 'held', 'sending', 'none'] as const;
export type WhatsAppNoticeChannel = (typeof WHATSAPP_NOTICE_CHANNELS)[number];

/**
 * The conversation (docs/whatsapp.md "The conversation"): the USSD screens as WhatsApp lists and
 * reply buttons, one session per phone.
 */
export const WHATSAPP_CHAT = {
  /** A chat's session ends after this long without a message; the next starts at the main menu. */
  sessionMinutes: 30,
  /** A signed link to the site's page (bank details, BVN, PIN: never typed into a chat) works this long. */
  linkMinutes: 15,
  /** A list shows at most this many rows, and "More" as the last row when there are more. */
  listRowsShown: 9,
} as const;

/**
 * Consent and cost (docs/whatsapp.md "Consent and cost"). Prices are integer micro-dollars (USD
 * millionths: $0.0067 is 6,700), Meta's rate card for Nigeria per message; the back office's
 * settings change them, and each message keeps the price in force when it was sent.
 */
export const WHATSAPP_COST_DEFAULTS = {
  /** A new business number may open conversations with this many distinct people a Lagos day. */
  dailyCap: 250,
  ratesMicros: { service: 0, utility: 6_700, marketing: 51_600, authentication: 6_700 },
} as const satisfies { dailyCap: number; ratesMicros: Record<WhatsAppCategory, number> };

/** How often the held notices are looked at (released in order once the day's allowance opens). */
export const WHATSAPP_RELEASE_EVERY_MS = 5 * 60_000;
/** Held notices released per run, oldest first. */
export const WHATSAPP_RELEASE_BATCH = 100;
/** The most days the back office's cost report looks back. */
export const WHATSAPP_COST_REPORT_MAX_DAYS = 90;

/** The Lagos day holding `at` as `YYYY-MM-DD` (the day the daily cap and the cost report count by). */
export function lagosDate(at: Date): string {
  return new Date(lagosDay(at).start.getTime() + 12 * 3_600_000).toISOString().slice(0, 10);
}
