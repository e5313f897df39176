export { createWhatsAppLocal } from './server';
export type {
  ChatEntry,
  Control,
  InboundReply,
  InboundText,
  SentMessage,
  StatusCallback,
  StatusName,
  WebhookDelivery,
  WhatsAppLocal,
  WhatsAppLocalOptions,
} from './server';
export { GRAPH_ERROR_CODES, GraphError, type GraphErrorBody } from './errors';
export { META_LIMITS, checkMessage, type MessageKind } from './messages';
export { metaJson, signMetaBody } from './signing';
export { PHONE_STRINGS, renderPhonePage, waIdOf, type PhoneLang } from './phone';
