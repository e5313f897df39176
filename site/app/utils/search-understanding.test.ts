import { describe, expect, it } from 'vitest';
import { filtersFromUrl } from './search';
import { asTypedUrl, placeLabel, typedPlace, widerUrl, widerWithJobs, withoutPlaceUrl, type SearchPlace, type SearchUnderstanding } from './search-understanding';

const etiOsa: SearchPlace = { kind: 'lga', id: 504, name: 'Eti Osa', state_id: 25, state_name: 'Lagos', words: 'lekki' };
const lagos: SearchPlace = { kind: 'state', id: 25, name: 'Lagos', state_id: 25, state_name: 'Lagos', words: 'lagos' };

function understood(part: Partial<SearchUnderstanding>): SearchUnderstanding {
  return { searched: 'cleaning', corrections: [], place: null, partial: false, wider: null, ...part };
}

describe('the links of what the search understood', () => {
  it('"Search instead for" searches the words as typed, every other filter kept, from the first page', () => {
    const f = filtersFromUrl(new URLSearchParams('q=electrican&category_id=3&min_amount=1000&sort=amount&page=4&verified_employers=true'));
    expect(asTypedUrl(f)).toBe('q=electrican&category_id=3&min_amount=1000&sort=amount&verified_employers=true&typos=false');
  });

  it('the place chip’s × searches the words without the place, other filters kept', () => {
    const f = filtersFromUrl(new URLSearchParams('q=cleaning+lekki&job_type=2&page=2'));
    expect(withoutPlaceUrl(f, understood({ place: etiOsa }))).toBe('q=cleaning&job_type=2');
    // Only a place was typed: no words are left.
    expect(withoutPlaceUrl(filtersFromUrl(new URLSearchParams('q=lekki')), understood({ searched: '', place: etiOsa }))).toBe('');
  });

  it('the wider search is the words in the place’s state, or everywhere', () => {
    const f = filtersFromUrl(new URLSearchParams('q=cleaning+lekki&category_id=1'));
    const inLagos = understood({ place: etiOsa, wider: { state_id: 25, state_name: 'Lagos', total: 8 } });
    expect(widerUrl(f, inLagos, inLagos.wider!)).toBe('q=cleaning&category_id=1&state=25');
    const everywhere = understood({ place: lagos, wider: { state_id: null, state_name: null, total: 3 } });
    expect(widerUrl(f, everywhere, everywhere.wider!)).toBe('q=cleaning&category_id=1');
  });

  it('offers the wider area only when it has jobs and a place was taken from the words', () => {
    expect(widerWithJobs(understood({ place: etiOsa, wider: { state_id: 25, state_name: 'Lagos', total: 8 } }))).toEqual({ state_id: 25, state_name: 'Lagos', total: 8 });
    expect(widerWithJobs(understood({ place: etiOsa, wider: { state_id: null, state_name: null, total: 0 } }))).toBeNull();
    expect(widerWithJobs(understood({ place: null }))).toBeNull();
    expect(widerWithJobs(null)).toBeNull();
  });
});

describe('the place chip', () => {
  it('shows the place’s words as typed, with capitals when typed in lower case', () => {
    expect(typedPlace('cleaning lekki', 'lekki')).toBe('Lekki');
    expect(typedPlace('Cleaning in LEKKI', 'lekki')).toBe('LEKKI');
    expect(typedPlace('driver eti-osa', 'eti osa')).toBe('Eti-Osa');
    expect(typedPlace('maid victoria island', 'victoria island')).toBe('Victoria Island');
    // Not found as typed (the API folded it): its own words.
    expect(typedPlace('nettoyage', 'ikoyi')).toBe('Ikoyi');
    // A word that only holds the place's letters is not the place.
    expect(typedPlace('lekkix lekki', 'lekki')).toBe('Lekki');
  });

  it('names the words typed when they are not the place’s name, then the place with its state', () => {
    expect(placeLabel(etiOsa, 'Lekki')).toBe('Lekki · Eti Osa, Lagos');
    expect(placeLabel({ ...etiOsa, words: 'eti osa' }, 'Eti-Osa')).toBe('Eti Osa, Lagos');
    expect(placeLabel(lagos, 'Lagos')).toBe('Lagos');
    expect(placeLabel({ ...lagos, id: 15, name: 'Territoire de la capitale fédérale', state_name: 'Territoire de la capitale fédérale', words: 'fct' }, 'FCT')).toBe(
      'FCT · Territoire de la capitale fédérale',
    );
  });
});
