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
} as const;

/** What one outbound message is (the kinds the product sends). */
export const WHATSAPP_MESSAGE_KINDS = ['text', 'list', 'button', 'template'] as const;
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
  /** The body as submitted for approval, per language. */
  texts: { en: string; fr: string };
}

/**
 * The approved templates, one per notice the product sends by SMS, as submitted in WhatsApp
 * Manager (utility category, languages en and fr). The parameters are the notice's values, drawn
 * in the person's language (an amount as "₦25,000").
 */
export const WHATSAPP_NOTICE_TEMPLATES = {
  approved: {
    name: 'gm_hire_approved',
    parameters: ['job', 'amount'],
    texts: {
      en: 'GigMarket: you are hired for "{{job}}" at {{amount}}. Wait for the payment into escrow before you start.',
      fr: 'GigMarket : vous êtes embauché pour « {{job}} » à {{amount}}. Attendez le paiement sur le compte séquestre avant de commencer.',
    },
  },
  funded: {
    name: 'gm_hire_funded',
    parameters: ['job', 'amount'],
    texts: {
      en: 'GigMarket: paid in: safe to start "{{job}}" ({{amount}} held for you). Check in when you arrive.',
      fr: 'GigMarket : paiement reçu, vous pouvez commencer « {{job}} » ({{amount}} réservés pour vous). Signalez votre arrivée sur place.',
    },
  },
  cancelled: {
    name: 'gm_hire_cancelled',
    parameters: ['job', 'reason'],
    texts: {
      en: 'GigMarket: the hire for "{{job}}" was cancelled: {{reason}}.',
      fr: 'GigMarket : l’embauche pour « {{job}} » a été annulée : {{reason}}.',
    },
  },
  cancelledFee: {
    name: 'gm_hire_cancelled_fee',
    parameters: ['job', 'amount'],
    texts: {
      en: 'GigMarket: the hire for "{{job}}" was cancelled late. A fee of {{amount}} is paid to you.',
      fr: 'GigMarket : l’embauche pour « {{job}} » a été annulée tardivement. Des frais de {{amount}} vous sont versés.',
    },
  },
  noShow: {
    name: 'gm_hire_no_show',
    parameters: ['job', 'days'],
    texts: {
      en: 'GigMarket: the employer reported a no-show for "{{job}}". You may contest it within {{days}} days.',
      fr: 'GigMarket : l’employeur a signalé votre absence pour « {{job}} ». Vous pouvez la contester sous {{days}} jours.',
    },
  },
  disputeOpened: {
    name: 'gm_dispute_opened',
    parameters: ['job'],
    texts: {
      en: 'GigMarket: a dispute was opened on "{{job}}". Answer it on the site.',
      fr: 'GigMarket : un litige a été ouvert sur « {{job}} ». Répondez-y sur le site.',
    },
  },
  disputeResolved: {
    name: 'gm_dispute_resolved',
    parameters: ['job', 'resolution'],
    texts: {
      en: 'GigMarket: the dispute on "{{job}}" was resolved ({{resolution}}).',
      fr: 'GigMarket : le litige sur « {{job}} » a été résolu ({{resolution}}).',
    },
  },
  payoutWaiting: {
    name: 'gm_payout_waiting',
    parameters: ['amount', 'job'],
    texts: {
      en: 'GigMarket: {{amount}} for "{{job}}" waits for your bank account. Add it in My money (site or USSD) to be paid.',
      fr: 'GigMarket : {{amount}} pour « {{job}} » attend votre compte bancaire. Ajoutez-le dans Mon argent (site ou USSD) pour être payé.',
    },
  },
  payoutSent: {
    name: 'gm_payout_sent',
    parameters: ['amount', 'job'],
    texts: {
      en: 'GigMarket: {{amount}} for "{{job}}" is on its way to your bank account.',
      fr: 'GigMarket : {{amount}} pour « {{job}} » est en route vers votre compte bancaire.',
    },
  },
  lapsed: {
    name: 'gm_hire_lapsed',
    parameters: ['job'],
    texts: {
      en: 'GigMarket: the hire for "{{job}}" lapsed: it was not paid for by the job\'s start.',
      fr: 'GigMarket : l’embauche pour « {{job}} » a expiré : elle n’a pas été payée au début de la mission.',
    },
  },
  jobFilled: {
    name: 'gm_job_filled',
    parameters: ['job'],
    texts: {
      en: 'GigMarket: "{{job}}" has filled all its positions. Keep looking: new jobs every day.',
      fr: 'GigMarket : « {{job}} » a pourvu tous ses postes. Continuez à chercher : de nouvelles missions chaque jour.',
    },
  },
  offered: {
    name: 'gm_offer',
    parameters: ['employer', 'job', 'amount', 'link'],
    texts: {
      en: 'GigMarket: {{employer}} wants to book you again for "{{job}}" at {{amount}}. Accept or decline: {{link}}',
      fr: 'GigMarket : {{employer}} souhaite vous engager à nouveau pour « {{job}} » à {{amount}}. Acceptez ou refusez : {{link}}',
    },
  },
  rosterFirst: {
    name: 'gm_roster_first',
    parameters: ['employer', 'job', 'until', 'link'],
    texts: {
      en: 'GigMarket: {{employer}} offers "{{job}}" to their favourites first, until {{until}}. See it and apply: {{link}}',
      fr: 'GigMarket : {{employer}} propose « {{job}} » d’abord à ses favoris, jusqu’à {{until}}. Voyez-la et postulez : {{link}}',
    },
  },
  offerDeclined: {
    name: 'gm_offer_declined',
    parameters: ['name', 'job'],
    texts: {
      en: 'GigMarket: {{name}} declined your offer for "{{job}}".',
      fr: 'GigMarket : {{name}} a refusé votre offre pour « {{job}} ».',
    },
  },
  offerExpired: {
    name: 'gm_offer_expired',
    parameters: ['name', 'job'],
    texts: {
      en: 'GigMarket: your offer to {{name}} for "{{job}}" expired without an answer.',
      fr: 'GigMarket : votre offre à {{name}} pour « {{job}} » a expiré sans réponse.',
    },
  },
  nudge: {
    name: 'gm_message_nudge',
    parameters: ['from', 'job'],
    texts: {
      en: 'GigMarket: {{from}} sent you a message about "{{job}}". Reply on GigMarket.',
      fr: 'GigMarket : {{from}} vous a écrit au sujet de « {{job}} ». Répondez sur GigMarket.',
    },
  },
  digest: {
    name: 'gm_saved_search_alert',
    parameters: ['name', 'count', 'link'],
    texts: {
      en: 'GigMarket: new jobs for your search "{{name}}": {{count}}. Stop these alerts: {{link}}',
      fr: 'GigMarket : nouvelles missions pour votre recherche « {{name}} » : {{count}}. Arrêter ces alertes : {{link}}',
    },
  },
} as const satisfies Record<string, WhatsAppNoticeTemplate>;
export type WhatsAppNoticeName = keyof typeof WHATSAPP_NOTICE_TEMPLATES;

/** What a notice went by, in `whatsapp_notices`. */
export const WHATSAPP_NOTICE_CHANNELS = ['whatsapp', 'sms'] as const;
export type WhatsAppNoticeChannel = (typeof WHATSAPP_NOTICE_CHANNELS)[number];
