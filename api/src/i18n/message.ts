import { EN, type MessageKey } from './catalogue.en';

export type MessageParams = Record<string, string | number>;

/**
 * A message of the API by its catalogue key and values: what the code throws and answers. Its
 * words live only in the catalogues (catalogue.en.ts, catalogue.fr.ts) and are drawn in the
 * caller's language when the answer leaves (docs/i18n.md, "How an API message is written").
 */
export interface Message<K extends MessageKey = MessageKey> {
  readonly key: K;
  readonly params?: MessageParams;
}

export function message<K extends MessageKey>(key: K, params?: MessageParams): Message<K> {
  return params ? { key, params } : { key };
}

export function isMessage(value: unknown): value is Message {
  return !!value && typeof value === 'object' && typeof (value as Message).key === 'string';
}

/**
 * One keyed message per name of a text table whose catalogue keys are `<prefix>.<name>` (the
 * tables of packages/shared, such as `MESSAGES` under `spec.`): a name without its key is left out,
 * so using it does not compile.
 */
export function keyedTable<P extends string, T extends Record<string, unknown>>(
  prefix: P,
  table: T,
): { readonly [N in keyof T & string as `${P}.${N}` extends MessageKey ? N : never]: Message } {
  return Object.fromEntries(
    Object.keys(table)
      .filter((name) => `${prefix}.${name}` in EN)
      .map((name) => [name, message(`${prefix}.${name}` as MessageKey)]),
  ) as never;
}

/**
 * What an answer body says by key, until it leaves: its message and, for a refusal, each of its
 * `details` (null where a detail is a validation library's text). Kept off the JSON (a symbol), so
 * bodies compare and serialise as the English they carry.
 */
export interface Said {
  message?: Message;
  details?: Array<Message | null>;
  /** Texts with no key that are not the validation library's: answered as they are. */
  asIs?: boolean;
}

const SAID = Symbol('said');

export function withSaid<T extends object>(body: T, said: Said): T {
  Object.defineProperty(body, SAID, { value: said, enumerable: false, configurable: true });
  return body;
}

export function saidOf(body: unknown): Said | undefined {
  return body && typeof body === 'object' ? (body as { [SAID]?: Said })[SAID] : undefined;
}

/** The property a stored answer (idempotency) keeps its keys under. */
const STORED = '__said';

/** An answer as JSON with what it says by key, for `reviveAnswer` (the idempotency store). */
export function storeAnswer(body: unknown): string {
  const said = saidOf(body);
  return JSON.stringify(said && body && typeof body === 'object' && !Array.isArray(body) ? { ...body, [STORED]: said } : (body ?? null));
}

export function reviveAnswer(json: string): Record<string, unknown> {
  const parsed = JSON.parse(json) as Record<string, unknown> | null;
  if (!parsed || typeof parsed !== 'object' || !(STORED in parsed)) return parsed as Record<string, unknown>;
  const { [STORED]: said, ...body } = parsed;
  return withSaid(body, said as Said);
}
