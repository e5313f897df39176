/**
 * The freelancers' job search (`GET /api/jobs`, docs/search.md): the orders it offers and the
 * facet counts it answers. The API validates `sort` against JOB_SORTS; the site offers them in its
 * sort select. One list for both.
 *
 * - `newest`: newest first (the default).
 * - `relevance`: "Best match": text relevance with freshness, from the search engine. Without text,
 *   or when the search answers from SQL (no engine configured, or it is down), it is newest first.
 * - `amount` / `amount_desc`: by the job's lower amount up, by its upper amount down.
 * - `distance`: nearest first (needs a centre: a point, `near_lga`, or the profile's location).
 * - `employer_rating`: the employer's Bayesian rating (docs/trust.md); always answered from SQL.
 */
export const JOB_SORTS = ['newest', 'amount', 'amount_desc', 'distance', 'employer_rating', 'relevance'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

/**
 * The filters whose values `GET /api/jobs` counts for the current search ("Cleaning (120)"):
 * `facets: { category_id: [{ value, count }], job_type: [...], state: [...] }`, or `null` when the
 * search answered from SQL.
 */
export const JOB_FACETS = ['category_id', 'job_type', 'state'] as const;
export type JobFacet = (typeof JOB_FACETS)[number];

/** One value of a facet (a category, job type or state id) and how many jobs of the search have it. */
export interface JobFacetCount {
  value: number;
  count: number;
}

export type JobFacets = Record<JobFacet, JobFacetCount[]>;

/**
 * The search dictionary (docs/search.md "The dictionary"; the back office's Search synonyms,
 * `/api/admin/synonyms`): a group's English names, French names and related words, each a list of
 * terms separated by commas ("plumber, plumbing, pipe fitter").
 */
export const SYNONYM_TERM_LISTS = ['terms_en', 'terms_fr', 'related'] as const;
export type SynonymTermList = (typeof SYNONYM_TERM_LISTS)[number];

export const SYNONYM_LIMITS = {
  /** Characters of one term. */
  termMax: 100,
  /** Terms of one list. */
  termsPerList: 50,
} as const;

/** What separates a list's terms (a comma; a semicolon or a new line are read as one too). */
export const SYNONYM_TERM_SEPARATOR = /[,;\n]+/;

/** A term: letters, digits, spaces, apostrophes and hyphens, with at least one letter or digit. */
export const SYNONYM_TERM_PATTERN = /^(?=.*[\p{L}\p{N}])[\p{L}\p{M}\p{N} '’ʼ-]+$/u;

/** A list's terms, trimmed, without empty ones: "plumber, plumbing," -> ["plumber", "plumbing"]. */
export function synonymTerms(list: string | null | undefined): string[] {
  return (list ?? '')
    .split(SYNONYM_TERM_SEPARATOR)
    .map((term) => term.trim())
    .filter(Boolean);
}
