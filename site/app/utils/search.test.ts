import { describe, expect, it } from 'vitest';
import { activeFilterCount, filtersFromUrl, filtersToApi, filtersToUrl, sortChoices } from './search';

describe('job search filters and the URL', () => {
  it('reads every filter from the URL and writes it back the same', () => {
    const url = 'q=plumber&category_id=3&job_type=2&state=25&min_amount=1000&max_amount=50000.50&date=2026-12-01&radius_km=25&latitude=6.5&longitude=3.4&sort=distance&page=3';
    const f = filtersFromUrl(new URLSearchParams(url));
    expect(f).toMatchObject({ q: 'plumber', category_id: '3', sort: 'distance', page: 3, max_amount: '50000.50' });
    expect(filtersToUrl(f)).toBe(url);
  });

  it('drops malformed values and leaves the defaults out of the URL', () => {
    const f = filtersFromUrl(new URLSearchParams('category_id=abc&min_amount=-5&date=tomorrow&sort=random&page=0&radius_km=99999&latitude=200'));
    expect(f).toMatchObject({ category_id: '', min_amount: '', date: '', sort: '', page: 1, radius_km: '', latitude: '' });
    expect(filtersToUrl(f)).toBe('');
  });

  it('asks the API with the sort, page and size, and without a point when distance does not matter', () => {
    const f = filtersFromUrl(new URLSearchParams('q=cleaning&latitude=6.5&longitude=3.4&sort=amount'));
    expect(filtersToApi(f, 10)).toBe('q=cleaning&sort=amount&page=1&per_page=10');
    const near = filtersFromUrl(new URLSearchParams('latitude=6.5&longitude=3.4&radius_km=10&sort=distance'));
    expect(filtersToApi(near)).toBe('radius_km=10&latitude=6.5&longitude=3.4&sort=distance&page=1&per_page=10');
  });
});

describe('"Load more" by cursor', () => {
  it('keeps the API’s `next` with a later page, and forgets it on the first page or when malformed', () => {
    const f = filtersFromUrl(new URLSearchParams('q=cleaning&sort=newest&page=4&after=WzEsIm5ld2VzdCIsNF0'));
    expect(f.after).toBe('WzEsIm5ld2VzdCIsNF0');
    expect(filtersToApi(f)).toBe('q=cleaning&sort=newest&page=4&after=WzEsIm5ld2VzdCIsNF0&per_page=10');
    expect(filtersToUrl(f)).toBe('q=cleaning&sort=newest&page=4&after=WzEsIm5ld2VzdCIsNF0');
    // Page 1 (a new search, the facets, a saved search) has no cursor.
    expect(filtersToUrl({ ...f, page: 1 })).toBe('q=cleaning&sort=newest');
    expect(filtersFromUrl(new URLSearchParams('after=WzE&page=1')).after).toBe('');
    expect(filtersFromUrl(new URLSearchParams('page=2&after=%3Cscript%3E')).after).toBe('');
  });
});

describe('the default order', () => {
  it('leaves the order to the API when none is chosen, so words are sorted by "Best match"', () => {
    const f = filtersFromUrl(new URLSearchParams('q=plumber'));
    expect(f.sort).toBe('');
    expect(filtersToApi(f)).toBe('q=plumber&page=1&per_page=10');
    expect(filtersToApi(filtersFromUrl(new URLSearchParams('')))).toBe('page=1&per_page=10');
  });

  it('keeps newest first when asked for with words, and leaves a default order out of the URL', () => {
    const newest = filtersFromUrl(new URLSearchParams('q=plumber&sort=newest'));
    expect(newest.sort).toBe('newest');
    expect(filtersToApi(newest)).toBe('q=plumber&sort=newest&page=1&per_page=10');
    expect(filtersToUrl(newest)).toBe('q=plumber&sort=newest');
    // The default of the words is the same as none: "Best match" with words, newest without.
    expect(filtersToUrl(filtersFromUrl(new URLSearchParams('q=plumber&sort=relevance')))).toBe('q=plumber');
    expect(filtersToUrl(filtersFromUrl(new URLSearchParams('sort=newest')))).toBe('');
    expect(activeFilterCount(filtersFromUrl(new URLSearchParams('q=plumber&sort=relevance')))).toBe(0);
    expect(activeFilterCount(newest)).toBe(1);
  });

  it('offers the default for the words first, as the empty choice, and every other order', () => {
    expect(sortChoices('plumber')).toEqual([
      { sort: 'relevance', value: '' },
      { sort: 'newest', value: 'newest' },
      { sort: 'amount', value: 'amount' },
      { sort: 'amount_desc', value: 'amount_desc' },
      { sort: 'distance', value: 'distance' },
      { sort: 'employer_rating', value: 'employer_rating' },
    ]);
    expect(sortChoices('  ')[0]).toEqual({ sort: 'newest', value: '' });
    expect(sortChoices('').map((c) => c.sort)).toContain('relevance');
  });
});

describe('words as typed ("Search instead for")', () => {
  it('keeps typos=false in the URL and the API query while there are words', () => {
    const f = filtersFromUrl(new URLSearchParams('q=electrican&typos=false&state=25'));
    expect(f.typos).toBe(false);
    expect(filtersToUrl(f)).toBe('q=electrican&state=25&typos=false');
    expect(filtersToApi(f)).toBe('q=electrican&state=25&typos=false&page=1&per_page=10');
    // Corrected by default; without words there is nothing to correct.
    expect(filtersFromUrl(new URLSearchParams('q=electrican')).typos).toBe(true);
    expect(filtersToUrl(filtersFromUrl(new URLSearchParams('typos=false&state=25')))).toBe('state=25');
  });
});

describe('near me', () => {
  it('keeps the coordinates rounded to about 1 km and searches by distance', async () => {
    const { nearMeUrl, roundCoordinate } = await import('./search');
    expect(roundCoordinate(6.601849)).toBe('6.60');
    expect(roundCoordinate(-3.356)).toBe('-3.36');
    const f = filtersFromUrl(new URLSearchParams('q=plumber&page=4'));
    expect(nearMeUrl(f, { latitude: 6.601849, longitude: 3.351512 })).toBe('q=plumber&radius_km=25&latitude=6.60&longitude=3.35&sort=distance');
    // Refused: no point in the URL, the API searches around the profile's location.
    expect(nearMeUrl({ ...f, radius_km: '10' }, null)).toBe('q=plumber&radius_km=10&sort=distance');
  });
});

describe('activeFilterCount ("Filters (n)")', () => {
  it('counts the folded filters and a non-default sort, not the words or the page', () => {
    expect(activeFilterCount(filtersFromUrl(new URLSearchParams('q=cleaning&page=3')))).toBe(0);
    expect(activeFilterCount(filtersFromUrl(new URLSearchParams('category_id=2&state=5&min_amount=100&sort=amount')))).toBe(4);
    expect(activeFilterCount(filtersFromUrl(new URLSearchParams('category_id=x&sort=bogus')))).toBe(0);
  });
});
