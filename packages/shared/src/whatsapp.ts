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
