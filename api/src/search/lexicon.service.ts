import { Injectable, Logger } from '@nestjs/common';
import type { Language } from '@gigmarket/shared';
import { Repository } from 'typeorm';
import type { Category } from '../categories/category.entity';
import { InjectCategories } from '../categories/repositories';
import { localName } from '../i18n/i18n';
import { NIGERIAN_STATES } from '../locations/nigerian-states';
import { PlacesService } from '../locations/places.service';
import { LookupsService } from '../lookups/lookups.service';
import { categoryToken, fold, jobTypeToken, queryTokens, words } from '../search-text/analysis';
import { distinctAlternatives, type TextAlternative } from '../search-text/text-query';
import { phraseKeys, placeKey, termAlternatives, understand, type Lexicon, type PlaceMatch, type Understanding, type UnderstandOptions } from '../search-text/understanding';
import { SearchWordsService } from './search-words.service';
import { InjectSynonyms } from './repositories';
import type { Synonym } from './synonym.entity';

/** How long a lexicon is used before it is built again (the dictionary's edits in this process apply at once). */
const LEXICON_TTL_MS = 60_000;

/** A place as the answer names it. */
export interface PlaceNames {
  kind: 'state' | 'lga';
  id: number;
  name: string;
  state_id: number;
  state_name: string;
  state_name_fr: string | null;
}

type NamedPlace = PlaceMatch & PlaceNames;

/** The names of the dictionary and the taxonomy by language, and the languages each word is a name in. */
interface DictionaryNames {
  en: string[];
  fr: string[];
  wordLanguages: ReadonlyMap<string, ReadonlySet<Language>>;
}

/** A comma-separated list of terms ("plumber, plumbing, pipe fitter"). */
export function termList(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/[,\n;]+/)
    .map((term) => term.trim())
    .filter(Boolean);
}

/** A category's name as the phrases it is searched by: "Repairs & Maintenance" is "repairs" and "maintenance". */
function nameParts(name: string | null | undefined): string[] {
  return (name ?? '')
    .split(/\s*(?:&|\/|,|\bet\b|\band\b)\s*/i)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** [a1, b1, a2, b2, ...]: the first names of both lists before the second ones. */
function interleave(a: string[], b: string[]): string[] {
  return Array.from({ length: Math.max(a.length, b.length) }, (_, index) => [a[index], b[index]]).flat().filter((term): term is string => term !== undefined);
}

/** Other names of states people write ("FCT"); LGAs' own are in their `aliases`. */
const STATE_ALIASES: Readonly<Record<string, readonly string[]>> = { 'Federal Capital Territory': ['FCT'] };

/** Cities spread over several LGAs, beside the capitals of NIGERIAN_STATES, by state. */
const CITY_NAMES: Readonly<Record<string, readonly string[]>> = { Lagos: ['Lagos City'], Rivers: ['PH City'], Edo: ['Benin'], Oyo: ['Ogbomosho'] };

/**
 * The lexicon a search is understood with (search-text/understanding.ts, docs/search.md
 * "Understanding a search"): the dictionary (`synonyms`, edited in the back office), the names of
 * categories, job types and skills in both languages, the states and LGAs with their other
 * spellings, and the words open listings hold (SearchWordsService). Built once and kept a minute;
 * an edit of the dictionary in this process builds it again before the next search, other API
 * processes within the minute.
 */
@Injectable()
export class SearchLexiconService {
  private readonly logger = new Logger('SearchLexicon');
  private current: { lexicon: Lexicon; places: ReadonlyMap<string, NamedPlace>; names: DictionaryNames; builtAt: number } | null = null;
  private building: Promise<NonNullable<SearchLexiconService['current']>> | null = null;
  /** Counts invalidations: a build begun before one is not kept, nor waited for after it. */
  private generation = 0;

  constructor(
    @InjectSynonyms() private readonly synonyms: Repository<Synonym>,
    @InjectCategories() private readonly categories: Repository<Category>,
    private readonly lookups: LookupsService,
    private readonly placesService: PlacesService,
    private readonly searchWords: SearchWordsService,
  ) {}

  /** The dictionary or the taxonomy changed: the next search builds the lexicon again. */
  invalidate(): void {
    this.generation++;
    this.current = null;
    this.building = null;
  }

  /** What was typed, understood with the current lexicon. */
  async understand(q: string, options: UnderstandOptions): Promise<Understanding & { placeNames: PlaceNames | null }> {
    const { lexicon, places } = await this.lexicon();
    const understood = understand(q, lexicon, options);
    const placeNames = understood.place ? (places.get(`${understood.place.kind}:${understood.place.id}`) ?? null) : null;
    return { ...understood, placeNames };
  }

  /**
   * The dictionary's and taxonomy's names in a language that begin like `prefix` (case and accents
   * aside), shortest first: what a person may be typing.
   */
  async namesStarting(prefix: string, language: Language, limit: number): Promise<string[]> {
    const { names } = await this.lexicon();
    const wanted = fold(prefix).trim();
    if (!wanted) return [];
    return names[language].filter((name) => fold(name).startsWith(wanted)).slice(0, limit);
  }

  /** Whether a search's words are in `language`: none of them is a name of the other language only ("plombier" is French). */
  async inLanguage(text: string, language: Language): Promise<boolean> {
    const { names } = await this.lexicon();
    return words(text).every((word) => {
      const languages = names.wordLanguages.get(fold(word));
      return !languages || languages.has(language);
    });
  }

  /** A place's name in a language ("Eti Osa", "Lagos"). */
  static placeName(place: PlaceNames, language: Language): { name: string; state_name: string } {
    return { name: place.kind === 'state' ? localName(language, place.state_name, place.state_name_fr) : place.name, state_name: localName(language, place.state_name, place.state_name_fr) };
  }

  private async lexicon(): Promise<NonNullable<SearchLexiconService['current']>> {
    const current = this.current;
    if (current && Date.now() - current.builtAt < LEXICON_TTL_MS) return current;
    if (!this.building) {
      const building = this.build(this.generation).finally(() => {
        if (this.building === building) this.building = null;
      });
      this.building = building;
    }
    // A lexicon past its minute still answers while the next is built; none at all is waited for.
    if (current) {
      this.building.catch((error: unknown) => this.logger.warn(`search lexicon not rebuilt: ${String(error)}`));
      return current;
    }
    return this.building;
  }

  private async build(generation: number): Promise<NonNullable<SearchLexiconService['current']>> {
    const [synonyms, categories, jobTypes, jobTypesFr, skills, skillsFr, states, statesFr, lgas, vocabulary] = await Promise.all([
      this.synonyms.find({ order: { id: 'ASC' } }),
      this.categories.find({ select: { id: true, category_name: true, category_name_fr: true } }),
      this.lookups.listJobTypes('en'),
      this.lookups.listJobTypes('fr'),
      this.lookups.listSkills('en'),
      this.lookups.listSkills('fr'),
      this.lookups.listStates('en'),
      this.lookups.listStates('fr'),
      this.placesService.list(),
      this.searchWords.all(),
    ]);
    const concepts: { alternatives: TextAlternative[] }[] = [];
    const phrases = new Map<string, number[]>();
    const dictionaryWords = new Map<string, number>();
    const knownTokens = new Set<string>();
    let longestPhrase = 1;
    // A name's stems make its other forms known ("plumbers"); a related word's do not (the
    // French stem of "chauffe-eau" would make "chauffer", a misspelt "chauffeur", known).
    const know = (term: string, rank: number, stems: boolean) => {
      for (const word of words(term)) {
        const folded = fold(word);
        dictionaryWords.set(folded, Math.min(rank, dictionaryWords.get(folded) ?? rank));
        if (stems) for (const token of queryTokens(word)) knownTokens.add(token);
      }
    };
    /** A meaning: its names (each of which finds it, in order of preference), what it also finds, and its tokens. */
    const concept = (names: string[], alsoFinds: string[] = [], tokens: string[] = []) => {
      const id = concepts.length;
      concepts.push({
        alternatives: distinctAlternatives([
          ...names.flatMap(termAlternatives),
          ...tokens.map((token) => ({ tokens: [token] })),
          ...alsoFinds.flatMap(termAlternatives).map((alternative) => ({ ...alternative, kind: 'related' as const })),
        ]),
      });
      names.forEach((name, rank) => {
        const nameWords = words(name);
        if (!nameWords.length) return;
        longestPhrase = Math.max(longestPhrase, nameWords.length);
        for (const key of phraseKeys(nameWords)) phrases.set(key, [...(phrases.get(key) ?? []), id]);
        know(name, rank, true);
      });
      alsoFinds.forEach((term) => know(term, names.length, false));
    };
    const names: { en: Set<string>; fr: Set<string>; wordLanguages: Map<string, Set<Language>> } = { en: new Set(), fr: new Set(), wordLanguages: new Map() };
    const named = (language: Language, terms: string[]) => {
      for (const term of terms) {
        names[language].add(term.toLowerCase());
        for (const word of words(term)) {
          const folded = fold(word);
          names.wordLanguages.set(folded, new Set([...(names.wordLanguages.get(folded) ?? []), language]));
        }
      }
      return terms;
    };
    // English and French names interleaved, so each language's first name ranks first.
    for (const group of synonyms) concept(interleave(named('en', termList(group.terms_en)), named('fr', termList(group.terms_fr))), termList(group.related));
    for (const category of categories) concept([...named('en', nameParts(category.category_name)), ...named('fr', nameParts(category.category_name_fr))], [], [categoryToken(category.id)]);
    const french = (items: { id: number; name: string }[]) => new Map(items.map((item) => [item.id, item.name]));
    const jobTypeFr = french(jobTypesFr);
    for (const jobType of jobTypes) concept([...named('en', [jobType.name]), ...named('fr', [jobTypeFr.get(jobType.id) ?? jobType.name])], [], [jobTypeToken(jobType.id)]);
    const skillFr = french(skillsFr);
    for (const skill of skills) concept([...named('en', [skill.name]), ...named('fr', [skillFr.get(skill.id) ?? skill.name])]);

    // Places: a state's names win over an LGA's; a word of the dictionary is never read as a place.
    const places = new Map<string, NamedPlace>();
    const byId = new Map<string, NamedPlace>();
    let longestPlace = 1;
    const addPlace = (name: string, place: NamedPlace) => {
      const key = placeKey(name);
      if (!key || places.has(key) || dictionaryWords.has(key)) return;
      places.set(key, place);
      longestPlace = Math.max(longestPlace, words(name).length);
    };
    const stateFr = french(statesFr);
    for (const state of states) {
      const place: NamedPlace = { kind: 'state', id: state.id, name: state.name, state_id: state.id, state_name: state.name, state_name_fr: stateFr.get(state.id) ?? null };
      byId.set(`state:${state.id}`, place);
      for (const name of [state.name, stateFr.get(state.id) ?? '', ...(STATE_ALIASES[state.name] ?? [])]) if (name) addPlace(name, place);
    }
    const stateById = new Map(states.map((state) => [state.id, state.name]));
    for (const lga of lgas) {
      const place: NamedPlace = { kind: 'lga', id: lga.id, name: lga.name, state_id: lga.state_id, state_name: stateById.get(lga.state_id) ?? lga.state_name, state_name_fr: stateFr.get(lga.state_id) ?? null };
      byId.set(`lga:${lga.id}`, place);
      for (const name of [lga.name, ...lga.aliases]) addPlace(name, place);
    }
    // A state's capital and big cities name the state when no LGA bears the name ("Ibadan" is five
    // LGAs: Oyo; "Ikeja" stays the LGA).
    const stateByName = new Map(states.map((state) => [state.name, state.id]));
    for (const { name, capital } of NIGERIAN_STATES) {
      const place = byId.get(`state:${stateByName.get(name)}`);
      if (place) for (const city of [capital, ...(CITY_NAMES[name] ?? [])]) addPlace(city, place);
    }

    const vocabularyCounts = new Map<string, number>();
    for (const row of vocabulary) {
      vocabularyCounts.set(row.word, row.listings);
      knownTokens.add(row.token_en);
      knownTokens.add(row.token_fr);
    }
    // None counted yet (a new installation, or the table emptied): the background task counts them now.
    if (!vocabulary.length) this.searchWords.requestRecount();
    const lexicon: Lexicon = { phrases, concepts, longestPhrase, places, longestPlace, vocabulary: vocabularyCounts, dictionaryWords, knownTokens };
    const byLength = (set: Set<string>) => [...set].sort((a, b) => a.length - b.length || a.localeCompare(b));
    const built = { lexicon, places: byId, names: { en: byLength(names.en), fr: byLength(names.fr), wordLanguages: names.wordLanguages }, builtAt: Date.now() };
    // Read before an invalidation (a dictionary edit committed meanwhile): answers its own search only.
    if (generation === this.generation) this.current = built;
    return built;
  }
}
