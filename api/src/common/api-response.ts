import { render } from '../i18n/i18n';
import { withSaid, type Message } from '../i18n/message';

/** The site-facing answer shape of the spec: `{ result, message, data? }`. */
export interface ApiResponse<T = unknown> {
  result: boolean;
  message: string;
  data?: T;
}

/**
 * A success saying `message` (a catalogue key, api/src/i18n/messages): the body holds its English,
 * and the response interceptor draws it in the caller's language and adds its `message_key`.
 */
export function ok<T>(message: Message, data?: T): ApiResponse<T> {
  const text = render('en', message);
  return withSaid(data === undefined ? { result: true, message: text } : { result: true, message: text, data }, { message });
}

/** One field's failure: the field, the rule it broke and the message to show beside it. */
export interface FieldError {
  field: string;
  rule: string;
  message: string;
}
