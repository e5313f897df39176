import { describe, expect, it } from 'vitest';
import { activeFilterCount, filtersFromUrl, filtersToApi, filtersToUrl } from './search';

describe('job search filters and the URL', () => {
  it('reads every filter from the URL and writes it back the same', () => {
    const url = 'q=plumber&category_id=3&job_type=2&state=25&min_amount=1000&max_amount=50000.50&date=2026-12-01&radius_km=25&latitude=6.5&longitude=3.4&sort=distance&page=3';
    const f = filtersFromUrl(new URLSearchParams(url));
    expect(f).toMatchObject({ q: 'plumber', category_id: '3', sort: 'distance', page: 3, max_amount: '50000.50' });
    expect(filtersToUrl(f)).toBe(url);
  });

  it('drops malformed values and leaves the defaults out of the URL', () => {
    const f = filtersFromUrl(new URLSearchParams('category_id=abc&min_amount=-5&date=tomorrow&sort=random&page=0&radius_km=99999&latitude=200'));
    expect(f).toMatchObject({ category_id: '', min_amount: '', date: '', sort: 'newest', page: 1, radius_km: '', latitude: '' });
    expect(filtersToUrl(f)).toBe('');
  });

  it('asks the API with the sort, page and size, and without a point when distance does not matter', () => {
    const f = filtersFromUrl(new URLSearchParams('q=cleaning&latitude=6.5&longitude=3.4'));
    expect(filtersToApi(f, 10)).toBe('q=cleaning&sort=newest&page=1&per_page=10');
    const near = filtersFromUrl(new URLSearchParams('latitude=6.5&longitude=3.4&radius_km=10'));
    expect(filtersToApi(near)).toBe('radius_km=10&latitude=6.5&longitude=3.4&sort=newest&page=1&per_page=10');
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
