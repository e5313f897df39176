import type { UssdLanguage } from '@gigmarket/shared';

/* The WhatsApp chat's own words, in English and French (docs/whatsapp.md "The conversation"); the screens' words are ussd-text.ts's. */

const EN = {
  /** The button that opens a list. */
  choose: 'Choose',
  /** Under a screen that takes text (names, a price). */
  typeAnswer: 'Type your answer, or 0 to go back.',
  back: 'Back',
  more: 'More',
  /** STOP: once, whether or not the number has an account. */
  stopped: 'You will get no more WhatsApp messages from GigMarket. Write to us again any time.',
  languageSet: 'Language: English.',
  /** The signed link that replaces the screens asking for a PIN, bank details or a BVN. */
  onSite: 'For your safety, never type a PIN, bank details or BVN in a chat. Open this link within {minutes} minutes:',
  moneyPage: 'My money',
  identityPage: 'Verify my ID',
  /** Registration on WhatsApp: what agreeing means. */
  consent: 'By registering you accept the terms and privacy policy, and agree to get job messages here on WhatsApp (send STOP to end them).',
  again: 'Send any message to start again.',
};

export type ChatText = typeof EN;

const FR: ChatText = {
  choose: 'Choisir',
  typeAnswer: 'Écrivez votre réponse, ou 0 pour revenir.',
  back: 'Retour',
  more: 'Suite',
  stopped: "Vous ne recevrez plus de messages WhatsApp de GigMarket. Écrivez-nous quand vous voulez.",
  languageSet: 'Langue : français.',
  onSite: 'Pour votre sécurité, ne tapez jamais un PIN, un compte bancaire ou un BVN dans une discussion. Ouvrez ce lien dans les {minutes} minutes :',
  moneyPage: 'Mon argent',
  identityPage: 'Vérifier mon identité',
  consent: "En vous inscrivant, vous acceptez les conditions et la politique de confidentialité, et de recevoir des offres ici sur WhatsApp (envoyez ARRÊT pour les arrêter).",
  again: 'Envoyez un message pour recommencer.',
};

export const CHAT_TEXT: Record<UssdLanguage, ChatText> = { en: EN, fr: FR };
