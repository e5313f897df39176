import { MESSAGES } from '@gigmarket/shared';

const byText = new Map<string, string>(Object.entries(MESSAGES).map(([key, text]) => [text, `messages.${key}`]));

/** A message the API answered with, as a translation key when the spec knows it (else as is). */
export function messageKey(text: string | undefined | null, fallback: string = 'messages.error'): string {
  if (!text) return fallback;
  return byText.get(text) ?? text;
}
