/**
 * What the API understood of a search's words (`understanding` in GET /api/jobs, docs/search.md
 * "Understanding a search"), as the search page says it: the place's label and the links it
 * offers. Pure helpers, shared by the page and its tests.
 */
import type { ApiSchemas } from './api-schemas';
import { filtersToUrl, type JobFilters } from './search';

export type SearchUnderstanding = NonNullable<ApiSchemas['JobSearchPageDto']['understanding']>;
export type SearchPlace = NonNullable<SearchUnderstanding['place']>;
export type SearchWider = NonNullable<SearchUnderstanding['wider']>;

/** The wider area to offer: the place taken from the words has none of these jobs, its state (or the country) has some. */
export function widerWithJobs(understanding: SearchUnderstanding | null): SearchWider | null {
  const wider = understanding?.place ? understanding.wider : null;
  return wider && wider.total > 0 ? wider : null;
}

/** "Search instead for electrican": the same search with its words as typed, not corrected. */
export function asTypedUrl(f: JobFilters): string {
  return filtersToUrl({ ...f, typos: false, page: 1 });
}

/** The place chip's ×: the words searched without the place, every other filter kept. */
export function withoutPlaceUrl(f: JobFilters, understanding: SearchUnderstanding): string {
  return filtersToUrl({ ...f, q: understanding.searched, page: 1 });
}

/** "8 in Lagos": the words searched in the wider area (the place's state, or everywhere), every other filter kept. */
export function widerUrl(f: JobFilters, understanding: SearchUnderstanding, wider: SearchWider): string {
  return filtersToUrl({ ...f, q: understanding.searched, state: wider.state_id === null ? '' : String(wider.state_id), lga_id: '', page: 1 });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Letters and digits only, without accents or case: "Eti-Osa" and "eti osa" name the same place. */
function nameKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The place's words as the person typed them ("Lekki"), found in what they typed (the API answers
 * them in lower case); a name typed all in lower case is shown with capitals, as places are written.
 */
export function typedPlace(q: string, words: string): string {
  const parts = words.split(/\s+/).filter(Boolean).map(escapeRegExp);
  const pattern = parts.length ? new RegExp(`(?<![\\p{L}\\p{N}])${parts.join('[^\\p{L}\\p{N}]+')}(?![\\p{L}\\p{N}])`, 'iu') : null;
  const typed = (pattern && pattern.exec(q.normalize('NFKC'))?.[0]) || words;
  return typed === typed.toLowerCase() ? typed.replace(/(^|[^\p{L}\p{N}])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase()) : typed;
}

/**
 * The place chip's text: "Lekki · Eti Osa, Lagos" (the words typed, when they are not the place's
 * own name, then the place: an LGA with its state), "Lagos" for a state typed as its name.
 */
export function placeLabel(place: SearchPlace, typed: string): string {
  const where = place.kind === 'lga' ? `${place.name}, ${place.state_name}` : place.name;
  return nameKey(typed) === nameKey(place.name) ? where : `${typed} · ${where}`;
}
