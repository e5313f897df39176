/** Job search: the URL holds the query. Pure helpers, shared by the loader and the form (tested). */
import { JOB_SORTS, type JobFacetCount, type JobSort } from '@gigmarket/shared';

/** The orders the API takes (docs/search.md), "Best match" among them. */
export const SORTS = JOB_SORTS;
export type Sort = JobSort;

/** The order the API gives a search without `sort`: "Best match" with words, newest without (docs/search.md). */
export function defaultSort(q: string | undefined): Sort {
  return q?.trim() ? 'relevance' : 'newest';
}

/**
 * The sort select's choices: the default for these words first, as the empty value, so the URL and
 * the API call leave it out and a search with new words gets their default (with or without
 * JavaScript); then every other order by name.
 */
export function sortChoices(q: string): Array<{ sort: Sort; value: Sort | '' }> {
  const first = defaultSort(q);
  return [{ sort: first, value: '' }, ...SORTS.filter((sort) => sort !== first).map((sort) => ({ sort, value: sort }))];
}

/** A facet's counts by value id, for the filter's options ("Cleaning (120)"); null without counts. */
export function facetCounts(counts: readonly JobFacetCount[] | null | undefined): Map<number, number> | null {
  return counts ? new Map(counts.map((c) => [c.value, c.count])) : null;
}

export type JobFilters = {
  q: string;
  category_id: string;
  job_type: string;
  state: string;
  /** lgas.id: only jobs in this LGA. */
  lga_id: string;
  /** lgas.id: "near me" from this LGA's centre (no GPS needed). */
  near_lga: string;
  min_amount: string;
  max_amount: string;
  date: string;
  radius_km: string;
  latitude: string;
  longitude: string;
  /** The order chosen; empty for the API's default (`defaultSort`). */
  sort: Sort | '';
  page: number;
  /** Only jobs of employers whose identity is verified (docs/trust.md "Identity and safe jobs"). */
  verified_employers?: boolean;
  /** false: the words as typed, without the API's spelling corrections ("Search instead for ..."). */
  typos?: boolean;
  /**
   * "Load more" past page 1: the API's `next` of the page before (docs/search.md "Deep pages"), so a
   * deep page is found after the last result rather than by its number. Kept only with a page > 1.
   */
  after?: string;
};

const CURSOR = /^[A-Za-z0-9_-]{1,200}$/;

const TEXT_KEYS = ['q', 'category_id', 'job_type', 'state', 'lga_id', 'near_lga', 'min_amount', 'max_amount', 'date', 'radius_km', 'latitude', 'longitude'] as const;
const ID = /^[1-9]\d{0,9}$/;
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const COORD = /^-?\d{1,3}(\.\d+)?$/;

const valid: Record<(typeof TEXT_KEYS)[number], (v: string) => boolean> = {
  q: (v) => v.length <= 100,
  category_id: (v) => ID.test(v),
  job_type: (v) => ID.test(v),
  state: (v) => ID.test(v),
  lga_id: (v) => ID.test(v),
  near_lga: (v) => ID.test(v),
  min_amount: (v) => AMOUNT.test(v),
  max_amount: (v) => AMOUNT.test(v),
  date: (v) => DAY.test(v),
  radius_km: (v) => /^\d{1,4}$/.test(v) && Number(v) >= 1 && Number(v) <= 2000,
  latitude: (v) => COORD.test(v) && Math.abs(Number(v)) <= 90,
  longitude: (v) => COORD.test(v) && Math.abs(Number(v)) <= 180,
};

/** Reads the page's query: unknown or malformed values are dropped, never sent on. */
export function filtersFromUrl(params: URLSearchParams): JobFilters {
  const f = { sort: '', page: 1 } as JobFilters;
  for (const key of TEXT_KEYS) {
    const raw = (params.get(key) ?? '').trim();
    f[key] = raw && valid[key](raw) ? raw : '';
  }
  const sort = params.get('sort') ?? '';
  f.sort = (SORTS as readonly string[]).includes(sort) && sort !== defaultSort(f.q) ? (sort as Sort) : '';
  const page = Number(params.get('page'));
  f.page = Number.isInteger(page) && page > 1 && page <= 10000 ? page : 1;
  f.verified_employers = params.get('verified_employers') === 'true';
  f.typos = !(f.q && params.get('typos') === 'false');
  const after = params.get('after') ?? '';
  f.after = f.page > 1 && CURSOR.test(after) ? after : '';
  return f;
}

/** The page's own URL for these filters: empty values and defaults are left out. */
export function filtersToUrl(f: Partial<JobFilters>): string {
  const q = new URLSearchParams();
  for (const key of TEXT_KEYS) if (f[key]) q.set(key, String(f[key]));
  if (f.sort && f.sort !== defaultSort(f.q)) q.set('sort', f.sort);
  if (f.page && f.page > 1) q.set('page', String(f.page));
  if (f.page && f.page > 1 && f.after) q.set('after', f.after);
  if (f.verified_employers) q.set('verified_employers', 'true');
  if (f.typos === false) q.set('typos', 'false');
  return q.toString();
}

/**
 * The API's query (`GET /api/jobs`): distance needs a radius or the distance sort to matter; without
 * a chosen order the API picks its default for the words ("Best match" with words).
 */
export function filtersToApi(f: JobFilters, perPage = 10): string {
  const q = new URLSearchParams();
  for (const key of TEXT_KEYS) if (f[key]) q.set(key, f[key]);
  if (!f.radius_km && f.sort !== 'distance') {
    q.delete('latitude');
    q.delete('longitude');
    q.delete('near_lga');
  }
  // Near an LGA replaces the device's point.
  if (q.has('near_lga')) {
    q.delete('latitude');
    q.delete('longitude');
  }
  if (f.verified_employers) q.set('verified_employers', 'true');
  if (f.typos === false) q.set('typos', 'false');
  if (f.sort) q.set('sort', f.sort);
  q.set('page', String(f.page));
  if (f.page > 1 && f.after) q.set('after', f.after);
  q.set('per_page', String(perPage));
  return q.toString();
}

/**
 * "Use my location": a coordinate as the URL keeps it, two decimals (0.01° is about
 * 1.1 km), so a shared or logged link does not pin the freelancer's door.
 */
export function roundCoordinate(value: number): string {
  return (Math.round(value * 100) / 100).toFixed(2);
}

/** The search near a point (or, without one, near the profile's location, which the API uses). */
export function nearMeUrl(f: JobFilters, point: { latitude: number; longitude: number } | null, defaultRadiusKm = 25): string {
  return filtersToUrl({
    ...f,
    near_lga: '',
    latitude: point ? roundCoordinate(point.latitude) : '',
    longitude: point ? roundCoordinate(point.longitude) : '',
    radius_km: f.radius_km || String(defaultRadiusKm),
    sort: 'distance',
    page: 1,
  });
}

/** Filters folded behind "Filters (n)": how many are set (the search words and the page are not filters). */
export function activeFilterCount(f: JobFilters): number {
  const set = (['category_id', 'job_type', 'state', 'lga_id', 'min_amount', 'max_amount', 'date', 'radius_km'] as const).filter((key) => Boolean(f[key])).length;
  return set + (f.sort ? 1 : 0) + (f.verified_employers ? 1 : 0);
}
