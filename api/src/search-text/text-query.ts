/**
 * A search's words as every store asks them (docs/search.md "Understanding a search"): clauses of
 * alternatives over the index tokens of analysis.ts, written in the query syntax of SQLite's FTS5,
 * MariaDB's boolean full-text mode and the search engine's MATCH. Tokens are `[a-z0-9]` only, so
 * nothing a person typed reaches a query syntax.
 */
import { TOKEN_MARK } from './analysis';

/**
 * What an alternative is to the words typed (docs/search.md "Best match"): `own`, the typed words'
 * own stems; `name`, another name of their meaning (a synonym, a category, its token); `related`, a
 * word that meaning also finds ("sink" for "plumber"), never enough on its own for every word.
 */
export type AlternativeKind = 'own' | 'name' | 'related';

/** A token, or a phrase of tokens in order; `prefix`: the (single) token may begin a longer one. */
export interface TextAlternative {
  tokens: readonly string[];
  prefix?: boolean;
  /** Absent: a name. */
  kind?: AlternativeKind;
}

/** A listing matches a clause when it holds any of its alternatives. */
export interface TextClause {
  alternatives: readonly TextAlternative[];
}

/**
 * `all`: a listing must match every clause (a search's first answer); `any`: at least one, the
 * most matched first (the answer when no listing matches them all).
 */
export type TextMode = 'all' | 'any';

/** `names`: only the own words and names count (a search's first answer); `all`: related words too. */
export type TextScope = 'names' | 'all';

export interface TextQuery {
  clauses: readonly TextClause[];
  mode: TextMode;
  scope: TextScope;
}

/** The clauses as a query of that scope asks them. */
export function scoped(clauses: readonly TextClause[], scope: TextScope): TextClause[] {
  return scope === 'all' ? [...clauses] : clauses.map((clause) => ({ alternatives: clause.alternatives.filter((a) => a.kind !== 'related') }));
}

/** A clause's own words alone (exactness, in "Best match"). */
export function ownClause(clause: TextClause): TextClause {
  return { alternatives: clause.alternatives.filter((a) => a.kind === 'own') };
}

const TOKEN = /^[a-z0-9]+$/;

function checked(token: string): string {
  if (!TOKEN.test(token)) throw new Error(`not an index token: ${JSON.stringify(token)}`);
  return token;
}

/**
 * The clause as it matches the title only: its alternatives of the scope (own words and names, or
 * related words too), their tokens marked; marks of the category and job type have none.
 */
export function titleClause(clause: TextClause, scope: TextScope = 'names'): TextClause {
  return {
    alternatives: clause.alternatives
      .filter((alternative) => scope === 'all' || alternative.kind !== 'related')
      .filter((alternative) => !alternative.tokens.some((token) => token.startsWith(TOKEN_MARK.category) || token.startsWith(TOKEN_MARK.jobType)))
      .map((alternative) => ({ ...alternative, tokens: alternative.tokens.map((token) => `${TOKEN_MARK.title}${token}`) })),
  };
}

const key = (alternative: TextAlternative) => `${alternative.tokens.join(' ')}${alternative.prefix ? '*' : ''}`;

const RANK: Record<AlternativeKind, number> = { own: 0, name: 1, related: 2 };
const rank = (alternative: TextAlternative) => RANK[alternative.kind ?? 'name'];

/**
 * Alternatives once each, a prefix standing for the same token exact; one written twice keeps its
 * closest kind (own before name before related).
 */
export function distinctAlternatives(alternatives: readonly TextAlternative[]): TextAlternative[] {
  const prefixes = new Set(alternatives.filter((a) => a.prefix).map((a) => a.tokens.join(' ')));
  const seen = new Map<string, TextAlternative>();
  for (const alternative of alternatives) {
    if (!alternative.tokens.length) continue;
    if (!alternative.prefix && prefixes.has(alternative.tokens.join(' '))) continue;
    const known = seen.get(key(alternative));
    if (!known || rank(alternative) < rank(known)) seen.set(key(alternative), alternative);
  }
  return [...seen.values()];
}

/**
 * The alternatives a membership test needs: a phrase holding a token the clause also asks alone
 * (or a token one of its prefixes begins) matches no listing the token does not, so it is left
 * out ("house clean" beside "clean", "femme de ménage" beside "ménage"). The clause matches the
 * same listings; only its cost changes: MariaDB verifies a phrase on every listing holding all of
 * its words, which made a word with synonyms several times slower (docs/performance.md, "Search
 * after the understanding step: what cost"). Not for the engine, whose ranker counts the keywords.
 */
export function impliedPhrasesDropped(alternatives: readonly TextAlternative[]): TextAlternative[] {
  const single = alternatives.filter((a) => a.tokens.length === 1);
  const exact = new Set(single.filter((a) => !a.prefix).map((a) => a.tokens[0]));
  const prefixes = single.filter((a) => a.prefix).map((a) => a.tokens[0]);
  const implied = (a: TextAlternative) => a.tokens.length > 1 && a.tokens.some((token) => exact.has(token) || prefixes.some((prefix) => token.startsWith(prefix)));
  return alternatives.filter((a) => !implied(a));
}

/** FTS5: `("plumber" OR "plumb" OR "pipe fitter" OR "elec"*)`, clauses joined by AND or OR. Null when a clause has no alternative. */
export function ftsMatch(clauses: readonly TextClause[], mode: TextMode): string | null {
  if (!clauses.length || clauses.some((clause) => !clause.alternatives.length)) return null;
  const clauseSql = (clause: TextClause) =>
    `(${impliedPhrasesDropped(clause.alternatives).map((a) => `"${a.tokens.map(checked).join(' ')}"${a.prefix ? '*' : ''}`).join(' OR ')})`;
  return clauses.map(clauseSql).join(mode === 'all' ? ' AND ' : ' OR ');
}

/**
 * InnoDB boolean mode: `+(plumber plumb "pipe fitter" elec*)` per clause (`+` only when every
 * clause is required). A clause with a prefix comes first: MariaDB 10.11 answers nothing for a
 * required group of prefixes alone after a group holding a phrase (`+(clean "deep clean")
 * +(kitch*)` finds nothing, `+(kitch*) +(clean "deep clean")` finds them; docs/search.md).
 */
export function booleanMatch(clauses: readonly TextClause[], mode: TextMode): string | null {
  if (!clauses.length || clauses.some((clause) => !clause.alternatives.length)) return null;
  const alternativeSql = (a: TextAlternative) => (a.tokens.length > 1 ? `"${a.tokens.map(checked).join(' ')}"` : `${checked(a.tokens[0])}${a.prefix ? '*' : ''}`);
  const prefixed = (clause: TextClause) => clause.alternatives.some((a) => a.prefix);
  const ordered = [...clauses.filter(prefixed), ...clauses.filter((clause) => !prefixed(clause))];
  return ordered.map((clause) => `${mode === 'all' ? '+' : ''}(${impliedPhrasesDropped(clause.alternatives).map(alternativeSql).join(' ')})`).join(' ');
}

/** The engine's extended syntax: `(plumber | plumb | "pipe fitter" | elec*)`, clauses joined by a space (AND) or `|`. */
export function engineMatch(clauses: readonly TextClause[], mode: TextMode): string | null {
  if (!clauses.length || clauses.some((clause) => !clause.alternatives.length)) return null;
  const alternativeSql = (a: TextAlternative) => (a.tokens.length > 1 ? `"${a.tokens.map(checked).join(' ')}"` : `${checked(a.tokens[0])}${a.prefix ? '*' : ''}`);
  return clauses.map((clause) => `(${clause.alternatives.map(alternativeSql).join(' | ')})`).join(mode === 'all' ? ' ' : ' | ');
}
