/**
 * Understanding a search (docs/search.md "Understanding a search"): what a person typed turned into
 * clauses every store asks alike (text-query.ts), once, for every path. Pure: the lexicon (the
 * dictionary, the taxonomy's names, the places and the words open listings hold) is loaded and
 * kept fresh by api/src/search/lexicon.service.ts.
 *
 * 1. The words: normalised as a listing's are (analysis.ts `words`).
 * 2. A place among them (a state, an LGA or one of their other spellings) is taken out and becomes
 *    the place filter, unless the search already has one.
 * 3. A word that no open listing, dictionary entry or category holds, of five letters or more, has
 *    a correction: the nearest such word, within one edit (a letter added, removed, changed, or
 *    two swapped) for five to eight letters, two from nine. The search uses it when the words as
 *    typed find nothing.
 * 4. Phrases of the dictionary and the taxonomy are found, the longest first ("dispatch rider",
 *    "maître de cérémonie"), and each word or phrase becomes a clause: its own tokens in English
 *    and French, the tokens of every entry of its groups, and the category's or job type's token.
 *    A stopword alone is left out (unless every word is one); a short word is searched exactly.
 * 5. The last word, unless the listings or the dictionary hold it whole, is also a prefix (it may
 *    be still being typed).
 */
import damerauLevenshtein from 'damerau-levenshtein';
import { fold, queryTokens, STOPWORDS, words as textWords } from './analysis';
import { distinctAlternatives, type TextAlternative, type TextClause } from './text-query';

/** A meaning a word or phrase may have: a dictionary group, a category, a job type or a skill. */
export interface Concept {
  alternatives: readonly TextAlternative[];
}

export interface PlaceMatch {
  kind: 'state' | 'lga';
  id: number;
}

export interface Lexicon {
  /** A phrase's stem key (phraseKeys) -> the concepts it names. */
  phrases: ReadonlyMap<string, readonly number[]>;
  concepts: readonly Concept[];
  /** The most words a phrase of `phrases` holds. */
  longestPhrase: number;
  /** placeKey of a state's or LGA's name or other spelling -> the place. */
  places: ReadonlyMap<string, PlaceMatch>;
  /** The most words a place's name holds. */
  longestPlace: number;
  /** Folded words the open listings hold, with how many listings hold each. */
  vocabulary: ReadonlyMap<string, number>;
  /**
   * Folded words of the dictionary and the taxonomy, known and targets of a correction, each with
   * its rank: 0 for a word of a group's first name ("electrician"), more for later names.
   */
  dictionaryWords: ReadonlyMap<string, number>;
  /** Index tokens of every known word (so a word whose stem is known is known). */
  knownTokens: ReadonlySet<string>;
}

export interface Correction {
  from: string;
  to: string;
}

export interface Understanding {
  /** The words as typed (the place taken out), as clauses. */
  clauses: TextClause[];
  /** The place taken out of the words, and the words it was. */
  place: (PlaceMatch & { words: string }) | null;
  /** The words searched for, as the person would write them, the place taken out. Empty when only a place was typed. */
  searched: string;
  /**
   * The same with misspelt words corrected, when a word is unknown: searched only when the words
   * as typed find nothing (a new listing's word is not in the vocabulary yet, and must not be
   * "corrected" away).
   */
  corrected: { clauses: TextClause[]; corrections: Correction[]; searched: string } | null;
}

export interface UnderstandOptions {
  /** Whether a place in the words may become the filter (not when the search has a place already). */
  placeAllowed: boolean;
  /** Whether misspelt words are corrected (a person may ask for their own spelling). */
  corrections: boolean;
}

/** At most this many clauses (words or phrases) are searched. */
export const MAX_CLAUSES = 8;
/** Words read from what was typed (the search box holds 100 characters). */
const MAX_WORDS = 24;

/** "Ifako-Ijaiye" -> "ifakoijaiye": how places are compared (as api/src/locations/lga-aliases.ts placeKey). */
export function placeKey(text: string): string {
  return fold(text).replace(/[^a-z0-9]/g, '');
}

/** The keys a phrase is looked up by: its words' stems in English, and in French. */
export function phraseKeys(phraseWords: readonly string[]): string[] {
  const en = phraseWords.map((word) => queryTokens(word)[0]).join(' ');
  const fr = phraseWords.map((word) => queryTokens(word).at(-1)!).join(' ');
  return en === fr ? [en] : [en, fr];
}

/** A term of the dictionary or the taxonomy as the alternatives it is searched by: its stems in English and in French. */
export function termAlternatives(term: string): TextAlternative[] {
  const termWords = textWords(term);
  if (!termWords.length) return [];
  const perWord = termWords.map((word) => queryTokens(word));
  const en = perWord.map((tokens) => tokens[0]);
  const fr = perWord.map((tokens) => tokens.at(-1)!);
  return distinctAlternatives([{ tokens: en }, { tokens: fr }]);
}

/** The allowed edits for a word of this many letters (Meilisearch's and Algolia's defaults). */
export function allowedEdits(length: number): number {
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

function isKnown(word: string, lexicon: Lexicon): boolean {
  if (lexicon.vocabulary.has(word) || lexicon.dictionaryWords.has(word)) return true;
  return queryTokens(word).some((token) => lexicon.knownTokens.has(token));
}

interface Candidate {
  word: string;
  distance: number;
  /** Listings holding it. */
  count: number;
  /** Letters it shares with the typed word at the start and at the end (people get those right). */
  ends: number;
  /** Its dictionary rank (lower first); words only listings hold come after. */
  rank: number;
}

const better = (a: Candidate, b: Candidate) =>
  a.distance - b.distance || b.count - a.count || b.ends - a.ends || a.rank - b.rank || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0);

/** The length of the start and the end two words share ("electrican", "electrician": 9 + 2). */
function sharedEnds(a: string, b: string): number {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return start + end;
}

/**
 * The nearest known word within the allowed edits: fewest edits, then the word most open listings
 * hold, then the one sharing more of its first and last letters ("electrican" is "electrician"
 * rather than "electrical"), then the dictionary's first names before its later ones, then
 * alphabetical.
 */
export function correction(word: string, lexicon: Lexicon): string | null {
  const edits = allowedEdits(word.length);
  if (!edits || /\d/.test(word)) return null;
  let best: Candidate | null = null;
  const consider = (candidate: string) => {
    if (Math.abs(candidate.length - word.length) > edits || candidate.length < 3) return;
    // Optimal string alignment: an insertion, deletion, substitution or swap of two neighbours is one edit.
    const distance = damerauLevenshtein(word, candidate).steps;
    if (distance > edits) return;
    const found: Candidate = {
      word: candidate,
      distance,
      count: lexicon.vocabulary.get(candidate) ?? 0,
      ends: sharedEnds(word, candidate),
      rank: lexicon.dictionaryWords.get(candidate) ?? Number.MAX_SAFE_INTEGER,
    };
    if (!best || better(found, best) < 0) best = found;
  };
  for (const candidate of lexicon.vocabulary.keys()) consider(candidate);
  for (const candidate of lexicon.dictionaryWords.keys()) if (!lexicon.vocabulary.has(candidate)) consider(candidate);
  return (best as Candidate | null)?.word ?? null;
}

/** Whether the word begins a known word (so it may be one still being typed). */
function beginsKnownWord(word: string, lexicon: Lexicon): boolean {
  for (const candidate of lexicon.vocabulary.keys()) if (candidate.length > word.length && candidate.startsWith(word)) return true;
  for (const candidate of lexicon.dictionaryWords.keys()) if (candidate.length > word.length && candidate.startsWith(word)) return true;
  return false;
}

interface Unit {
  /** The words as typed (accents kept). */
  words: string[];
  concepts: number[];
}

function takePlace(typed: string[], lexicon: Lexicon): { rest: string[]; place: Understanding['place'] } {
  for (let start = 0; start < typed.length; start++) {
    for (let length = Math.min(lexicon.longestPlace, typed.length - start); length >= 1; length--) {
      const phrase = typed.slice(start, start + length);
      const found = lexicon.places.get(placeKey(phrase.join(' ')));
      if (found) return { rest: [...typed.slice(0, start), ...typed.slice(start + length)], place: { ...found, words: phrase.join(' ') } };
    }
  }
  return { rest: typed, place: null };
}

function units(typed: string[], lexicon: Lexicon): Unit[] {
  const out: Unit[] = [];
  let start = 0;
  while (start < typed.length) {
    let found: Unit | null = null;
    for (let length = Math.min(lexicon.longestPhrase, typed.length - start); length >= 1 && !found; length--) {
      const phrase = typed.slice(start, start + length);
      const concepts = [...new Set(phraseKeys(phrase).flatMap((key) => lexicon.phrases.get(key) ?? []))];
      if (concepts.length || length === 1) found = { words: phrase, concepts };
    }
    out.push(found!);
    start += found!.words.length;
  }
  const isStopword = (unit: Unit) => unit.words.length === 1 && !unit.concepts.length && (STOPWORDS.en.has(fold(unit.words[0])) || STOPWORDS.fr.has(fold(unit.words[0])));
  const meaningful = out.filter((unit) => !isStopword(unit));
  return (meaningful.length ? meaningful : out).slice(0, MAX_CLAUSES);
}

function clauseOf(unit: Unit, lexicon: Lexicon, last: boolean): TextClause {
  const own = termAlternatives(unit.words.join(' ')).map((alternative) => ({ ...alternative, kind: 'own' as const }));
  const alternatives: TextAlternative[] = [...own];
  // The last word, unless it is a whole word the listings or the dictionary hold, may be one still being typed.
  const folded = fold(unit.words[0]);
  if (last && unit.words.length === 1 && !lexicon.vocabulary.has(folded) && !lexicon.dictionaryWords.has(folded)) {
    for (const alternative of own) if (alternative.tokens.length === 1 && !alternative.tokens[0].startsWith('x')) alternatives.push({ ...alternative, prefix: true });
  }
  for (const concept of unit.concepts) alternatives.push(...lexicon.concepts[concept].alternatives);
  return { alternatives: distinctAlternatives(alternatives) };
}

/** Words as clauses (steps 4 and 5 of the file's comment). */
function clausesOf(typed: string[], lexicon: Lexicon): TextClause[] {
  const found = units(typed, lexicon);
  return found.map((unit, index) => clauseOf(unit, lexicon, index === found.length - 1)).filter((clause) => clause.alternatives.length);
}

/** What was typed, understood (see the file's comment). */
export function understand(q: string, lexicon: Lexicon, options: UnderstandOptions): Understanding {
  let typed = textWords(q).slice(0, MAX_WORDS);
  let place: Understanding['place'] = null;
  if (options.placeAllowed) ({ rest: typed, place } = takePlace(typed, lexicon));
  const corrections: Correction[] = [];
  const corrected = options.corrections
    ? typed.map((word, index) => {
        const folded = fold(word);
        if (isKnown(folded, lexicon)) return word;
        // The last word may be one still being typed.
        if (index === typed.length - 1 && beginsKnownWord(folded, lexicon)) return word;
        const to = correction(folded, lexicon);
        if (!to) return word;
        corrections.push({ from: word, to });
        return to;
      })
    : typed;
  return {
    clauses: clausesOf(typed, lexicon),
    place,
    searched: typed.join(' '),
    corrected: corrections.length ? { clauses: clausesOf(corrected, lexicon), corrections, searched: corrected.join(' ') } : null,
  };
}
