import { MESSAGES } from '@gigmarket/shared';

const byText = new Map<string, string>(Object.entries(MESSAGES).map(([key, text]) => [text, `messages.${key}`]));

/** A message the API answered with, as a translation key when the spec knows it (else as is). */
export function messageKey(text: string | undefined | null, fallback: string = 'messages.error'): string {
  if (!text) return fallback;
  return byText.get(text) ?? text;
}

/**
 * Whether the API answered with the spec message `key` (MESSAGES), in whichever language: the
 * API answers in the visitor's language and then names the message in `message_key` (`spec.<key>`).
 */
export function isApiMessage(body: { message?: string; message_key?: string } | undefined, key: keyof typeof MESSAGES): boolean {
  return body?.message === MESSAGES[key] || body?.message_key === `spec.${key}`;
}
