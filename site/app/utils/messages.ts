import { MESSAGES } from '@gigmarket/shared';

/** What the site reads of an API answer to name its message. */
export type AnswerMessage = { message?: string | null; message_key?: string | null };

const SPEC = 'spec.';
const byText = new Map<string, string>(Object.entries(MESSAGES).map(([key, text]) => [text, `messages.${key}`]));

/** The site's translation key of a spec message the API names by its catalogue key (`spec.<name>`). */
function specKey(messageKey: string | null | undefined): string | null {
  const name = messageKey?.startsWith(SPEC) ? messageKey.slice(SPEC.length) : null;
  return name && Object.hasOwn(MESSAGES, name) ? `messages.${name}` : null;
}

/**
 * A message the API answered with, as a translation key: by its `message_key` (docs/i18n.md), the
 * site's own key for a spec message, else the API's words, already in the visitor's language. An
 * answer without a key (a bare text, an API older than keys) is looked up by its English text.
 */
export function messageKey(answer: AnswerMessage | string | undefined | null, fallback: string = 'messages.error'): string {
  if (answer && typeof answer === 'object') {
    if (answer.message_key) return specKey(answer.message_key) ?? (answer.message || fallback);
    answer = answer.message;
  }
  if (!answer) return fallback;
  return byText.get(answer) ?? answer;
}

/**
 * Whether the API answered with the spec message `key` (MESSAGES), in whichever language: by the
 * answer's `message_key` (`spec.<key>`); only an answer without one is compared by its English text.
 */
export function isApiMessage(body: AnswerMessage | undefined, key: keyof typeof MESSAGES): boolean {
  if (body?.message_key) return body.message_key === `${SPEC}${key}`;
  return body?.message === MESSAGES[key];
}
