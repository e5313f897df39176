/**
 * What every free-text field refuses (docs/api-contract.md "Plain text"): control characters other
 * than tab, line feed and carriage return (C0, DEL and C1), a UTF-16 surrogate without its pair, and
 * the bidirectional embeddings, overrides and isolates that make a text read differently from how it
 * is stored (U+202A-U+202E, U+2066-U+2069). The marks U+200E and U+200F stay allowed: right-to-left
 * text needs them and they reorder nothing around them.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const BIDI_OVERRIDE = /[\u202A-\u202E\u2066-\u2069]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export type PlainTextProblem = 'control' | 'surrogate' | 'bidi';

/** Why `text` is not plain text, or null when it is. */
export function plainTextProblem(text: string): PlainTextProblem | null {
  if (CONTROL.test(text)) return 'control';
  if (LONE_SURROGATE.test(text)) return 'surrogate';
  if (BIDI_OVERRIDE.test(text)) return 'bidi';
  return null;
}

export function isPlainText(text: string): boolean {
  return plainTextProblem(text) === null;
}
