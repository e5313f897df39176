/**
 * The job search's text analysis (docs/search.md "Understanding a search"): one set of rules for a
 * listing's words and a search's words, so every store (SQLite's FTS5, MariaDB's FULLTEXT, the
 * search engine) holds and is asked the same index tokens, and answers alike.
 *
 * A word is normalised (Unicode NFKC, lower case, French elision), stemmed with Snowball's English
 * or French stemmer (the algorithms libstemmer holds), then folded to ASCII (accents, ligatures,
 * Hausa's hooked letters). A listing's words are stemmed in the listing's language; a search's in
 * both, so an English word typed on a French page still finds the English job.
 *
 * Index tokens are `[a-z0-9]` only and at least 3 characters long, none an InnoDB stopword: a
 * shorter stem or an InnoDB stopword is written `xq<stem>` ("dj" -> "xqdj"), so two-letter words
 * are searched exactly on every store instead of being dropped, and a word in another script is
 * written `xu<code points>`. Other prefixes mark what is not a word of the text: `xt` a word of the
 * title (so "in the title" is a match of its own), `xc`/`xj` the listing's category and job type.
 * No stem begins with `x` followed by one of these letters in English or French.
 */
import { newStemmer } from 'snowball-stemmers';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const stopwordLists = require('stopword') as { eng: string[]; fra: string[] };

export type TextLanguage = 'en' | 'fr';

/** Bumped whenever listingSearchTerms would write other tokens: older rows are written again (docs/search.md). */
export const ANALYSER_VERSION = 1;

const stemmers = { en: newStemmer('english'), fr: newStemmer('french') } as const;

/** MySQL's InnoDB full-text stopwords: InnoDB indexes none of them, so none is ever a token as such. */
export const INNODB_STOPWORDS = new Set(
  'a about an are as at be by com de en for from how i in is it la of on or that the this to was what when where who will with und www'.split(' '),
);

/** Snowball's stopword lists (the `stopword` package), folded: left out of a search's words, kept in a listing's. */
export const STOPWORDS: Readonly<Record<TextLanguage, ReadonlySet<string>>> = {
  en: new Set(stopwordLists.eng.map((word) => fold(word))),
  fr: new Set(stopwordLists.fra.map((word) => fold(word))),
};

/** French articles and pronouns elided before a vowel: "l'électricien", "d'entretien", "qu'il". */
const ELISIONS = new Set(['l', 'd', 'j', 'm', 'n', 's', 't', 'c', 'qu', 'jusqu', 'lorsqu', 'puisqu', 'quoiqu']);

/** Marks of what is not a plain English stem (see the file's comment). */
export const TOKEN_MARK = { title: 'xt', category: 'xc', jobType: 'xj', french: 'xf' } as const;

/** Letters NFD does not split into a base letter and a mark. */
const LETTERS: Readonly<Record<string, string>> = { æ: 'ae', œ: 'oe', ß: 'ss', ø: 'o', đ: 'd', ł: 'l', ɓ: 'b', ɗ: 'd', ƙ: 'k', ƴ: 'y', ı: 'i' };

/** Lower case without accents or ligatures ("Ménage" -> "menage", "œuvre" -> "oeuvre", "Ƙano" -> "kano"). */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[æœßøđłɓɗƙƴı]/g, (letter) => LETTERS[letter]);
}

/**
 * The words of a text, lower case with their accents (the stemmers read them), in order: letters
 * and digits, each run a word; an apostrophe ends a word, and an elided French article or an
 * English possessive "s" after one is dropped ("l'électricien" -> "électricien", "driver's" -> "driver").
 */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const chunk of text.normalize('NFKC').toLowerCase().split(/[^\p{L}\p{N}'’ʼ]+/u)) {
    if (!chunk) continue;
    const parts = chunk.split(/['’ʼ]+/).filter(Boolean);
    parts.forEach((part, index) => {
      const elided = index < parts.length - 1 && ELISIONS.has(part);
      const possessive = index > 0 && part === 's';
      if (!elided && !possessive) out.push(part);
    });
  }
  return out;
}

/** The language a text is most likely in: the one of whose stopwords it holds more (English on a tie). */
export function detectLanguage(text: string): TextLanguage {
  let en = 0;
  let fr = 0;
  for (const word of words(text)) {
    const folded = fold(word);
    if (STOPWORDS.en.has(folded)) en++;
    if (STOPWORDS.fr.has(folded)) fr++;
  }
  return fr > en ? 'fr' : 'en';
}

const ASCII_WORD = /^[a-z0-9]+$/;

/** A stem or folded word as an index token (see the file's comment). */
export function indexToken(stem: string): string {
  if (!ASCII_WORD.test(stem)) return `xu${[...stem].map((char) => char.codePointAt(0)!.toString(36)).join('')}`;
  return stem.length < 3 || INNODB_STOPWORDS.has(stem) ? `xq${stem}` : stem;
}

/**
 * Tokens already made, by language and word. The lexicon is built again every minute and after
 * every dictionary edit (search/lexicon.service.ts), and each build stems the same few thousand
 * names of places, categories and synonyms: about a second of CPU each time without this.
 * Bounded: emptied when full.
 */
const stemmed = new Map<string, string>();
const STEMMED_MAX = 100_000;

/** A word's token in one language: Snowball's stem of the word (French reads the accents), folded. */
export function stemToken(word: string, language: TextLanguage): string {
  const key = `${language}:${word}`;
  let token = stemmed.get(key);
  if (token === undefined) {
    token = stemTokenOf(word, language);
    if (stemmed.size >= STEMMED_MAX) stemmed.clear();
    stemmed.set(key, token);
  }
  return token;
}

function stemTokenOf(word: string, language: TextLanguage): string {
  const folded = fold(word);
  if (!ASCII_WORD.test(folded) || /^\d/.test(folded)) return indexToken(folded);
  if (language === 'en') return indexToken(stemmers.en.stem(folded) || folded);
  // A French stem is marked, so it meets French stems only: "animateur" (anim) is not "animate" (anim).
  const token = indexToken(fold(stemmers.fr.stem(word)) || folded);
  return token.startsWith('x') ? token : `${TOKEN_MARK.french}${token}`;
}

/** A word's tokens in both languages (one when they agree): what a search asks for a word. */
export function queryTokens(word: string): string[] {
  const en = stemToken(word, 'en');
  const fr = stemToken(word, 'fr');
  return en === fr ? [en] : [en, fr];
}


export const titleToken = (token: string) => `${TOKEN_MARK.title}${token}`;
export const categoryToken = (id: number) => `${TOKEN_MARK.category}${id}`;
export const jobTypeToken = (id: number) => `${TOKEN_MARK.jobType}${id}`;

export interface ListingText {
  job_title?: string | null;
  work_description?: string | null;
  category_id?: number | string | null;
  job_type?: number | string | null;
}

/**
 * A listing's index tokens, space-separated, in the order of its text (phrases are matched on
 * them): the description's, then the title's, the title's again marked as the title's, then its
 * category and job type.
 */
export function listingSearchTerms(listing: ListingText): string {
  const title = listing.job_title ?? '';
  const description = listing.work_description ?? '';
  const language = detectLanguage(`${title} ${description}`);
  const titleTokens = words(title).map((word) => stemToken(word, language));
  const tokens = [...words(description).map((word) => stemToken(word, language)), ...titleTokens, ...titleTokens.map(titleToken)];
  if (listing.category_id != null) tokens.push(categoryToken(Number(listing.category_id)));
  if (listing.job_type != null) tokens.push(jobTypeToken(Number(listing.job_type)));
  return tokens.join(' ');
}

/** The columns a listing's writer sets beside its text (docs/search.md "The listing's tokens"). */
export function searchTermsColumns(listing: ListingText): { search_terms: string; search_terms_version: number } {
  return { search_terms: listingSearchTerms(listing), search_terms_version: ANALYSER_VERSION };
}
