import { useEffect, useRef, useState } from 'react';
import { Form, Link, useFetcher, useNavigation } from 'react-router';
import { JobCard, type JobItem } from '~/components/job-card';
import { SaveSearch } from '~/components/save-search';
import { UseMyLocation } from '~/components/use-my-location';
import { NearArea } from '~/components/near-area';
import { SearchUnderstood, WiderSearch } from '~/components/search-understanding';
import type { PlaceLga } from '~/routes/places/lgas';
import { useTranslation } from '~/utils/i18n';
import { activeFilterCount, facetCounts, filtersFromUrl, filtersToUrl, sortChoices } from '~/utils/search';
import { widerWithJobs, type SearchUnderstanding } from '~/utils/search-understanding';
import type { ApiSchemas } from '~/utils/api-schemas';

/** What a job search page's loader answers (routes/freelancer/jobs.tsx, routes/jobs.tsx). */
export interface JobSearchData {
  filters: ReturnType<typeof filtersFromUrl>;
  categories: Array<{ id: number; name: string }>;
  jobTypes: Array<{ id: number; name: string }>;
  states: Array<{ id: number; name: string }>;
  lgas: PlaceLga[];
  near: PlaceLga | null;
  nearLgas: PlaceLga[];
  result: (Omit<ApiSchemas['JobSearchPageDto'], 'items'> & { items: JobItem[] }) | null;
  error: string | null;
}

/**
 * The job search page (docs/search.md): the freelancers' (/freelancer/jobs) and the visitors'
 * before sign-up (/jobs, docs/site.md "Public browsing") draw the same page; `base` is the page's
 * path, `jobHref` where a card leads, and `saveSearch` whether "Save this search" shows.
 */
export function JobSearch({ loaderData, base, jobHref, saveSearch, intro }: { loaderData: JobSearchData; base: string; jobHref: (id: number) => string; saveSearch: boolean; intro?: React.ReactNode }) {
  const { t } = useTranslation();
  const { filters: f, result } = loaderData;
  const nav = useNavigation();
  const loading = nav.state === 'loading' && nav.location.pathname === base;
  const suggestions = useFetcher<{ words: string[] }>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const shown = useLoadedPages(f, result);
  const filterCount = activeFilterCount(f);
  // Counts per value for this search, asked for when the filters open (or the pointer or focus
  // reaches them), one fetcher per search; null when the API answered from SQL (docs/search.md "Facets").
  const facetQuery = filtersToUrl({ ...f, page: 1 });
  const facetFetcher = useFetcher<{ facets: ApiSchemas['JobSearchFacetsDto']['facets'] | null }>({ key: `job-facets:${facetQuery}` });
  const facets = facetFetcher.data?.facets ?? null;
  const counting = facetFetcher.state === 'loading';
  // Pointer, focus and toggle come in one burst before the fetcher's state re-renders: ask once per search.
  const askedFacets = useRef<string | null>(null);
  const countFacets = () => {
    if (askedFacets.current === facetQuery || facetFetcher.data) return;
    askedFacets.current = facetQuery;
    facetFetcher.load(`${base}/facets?${facetQuery}`);
  };
  return (
    <main id="main" className="content jobs-page">
      <h1>{t('jobs.title')}</h1>
      {intro}
      {/* Phone first: the search words, then the results; the filters fold behind "Filters (n)". */}
      <Form method="get" className="search-form" role="search" key={JSON.stringify({ ...f, page: 1 })} onSubmit={(e) => beforeSearch(e, f)}>
        <div className="field search-box">
          <label htmlFor="f-q" className="sr-only">
            {t('jobs.q')}
          </label>
          <div className="search-row">
            <input
              id="f-q"
              name="q"
              type="search"
              defaultValue={f.q}
              placeholder={t('jobs.q')}
              list="popular-searches"
              autoComplete="off"
              maxLength={100}
              onChange={(e) => {
                const q = e.currentTarget.value;
                clearTimeout(timer.current);
                timer.current = setTimeout(() => suggestions.load(`/suggestions?${new URLSearchParams({ q })}`), 200);
              }}
              onFocus={() => suggestions.state === 'idle' && !suggestions.data && suggestions.load('/suggestions?q=')}
            />
            <button type="submit" className="btn btn-primary">
              {t('jobs.search')}
            </button>
          </div>
          <datalist id="popular-searches">
            {(suggestions.data?.words ?? []).map((w) => (
              <option key={w} value={w} />
            ))}
          </datalist>
        </div>
        <details className="filters" onToggle={(e) => e.currentTarget.open && countFacets()}>
          <summary className="btn btn-secondary filters-toggle" onPointerEnter={countFacets} onFocus={countFacets}>
            {t('findJobs.filtersCount', { count: filterCount })}
          </summary>
          <p className="field-hint" role="status">
            {counting ? t('jobs.counting') : ''}
          </p>
          <div className="filter-grid" aria-busy={counting || undefined}>
            <Select name="category_id" label={t('listings.f.category')} value={f.category_id} options={loaderData.categories} counts={facetCounts(facets?.category_id)} />
            <Select name="job_type" label={t('listings.f.job_type')} value={f.job_type} options={loaderData.jobTypes} counts={facetCounts(facets?.job_type)} />
            <Select name="state" label={t('profile.state')} value={f.state} options={loaderData.states} counts={facetCounts(facets?.state)} />
            {loaderData.lgas.length ? <Select name="lga_id" label={t('places.lga')} value={f.lga_id} options={loaderData.lgas} /> : null}
            <div className="field">
              <label htmlFor="f-min_amount">{t('jobs.min')}</label>
              <input id="f-min_amount" name="min_amount" inputMode="decimal" defaultValue={f.min_amount} />
            </div>
            <div className="field">
              <label htmlFor="f-max_amount">{t('jobs.max')}</label>
              <input id="f-max_amount" name="max_amount" inputMode="decimal" defaultValue={f.max_amount} />
            </div>
            <div className="field">
              <label htmlFor="f-date">{t('jobs.date')}</label>
              <input id="f-date" name="date" type="date" defaultValue={f.date} />
            </div>
            <div className="field">
              <label htmlFor="f-radius_km">{t('jobs.radius')}</label>
              <input id="f-radius_km" name="radius_km" type="number" min={1} max={2000} defaultValue={f.radius_km} aria-describedby="f-radius-hint" />
              <p id="f-radius-hint" className="field-hint">
                {t('jobs.radiusHint')}
              </p>
            </div>
            <div className="field">
              <label htmlFor="f-sort">{t('jobs.sort')}</label>
              <select id="f-sort" name="sort" defaultValue={f.sort}>
                {sortChoices(f.q).map((choice) => (
                  <option key={choice.sort} value={choice.value}>
                    {t(`jobs.sorts.${choice.sort}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label className="check">
                <input type="checkbox" name="verified_employers" value="true" defaultChecked={f.verified_employers} />
                <span>{t('identity.filter')}</span>
              </label>
            </div>
            {f.latitude ? <input type="hidden" name="latitude" value={f.latitude} /> : null}
            {f.longitude ? <input type="hidden" name="longitude" value={f.longitude} /> : null}
            {f.typos === false ? <input type="hidden" name="typos" value="false" /> : null}
          </div>
          <div className="search-row sort-row">
            <button type="submit" className="btn btn-primary">
              {t('jobs.apply')}
            </button>
            <Link to={base} className="btn-link">
              {t('jobs.reset')}
            </Link>
          </div>
        </details>
      </Form>
      <UseMyLocation filters={f} base={base} />
      <NearArea filters={f} states={loaderData.states} lgas={loaderData.nearLgas} near={loaderData.near} />
      <div aria-live="polite" aria-busy={loading || undefined} className={loading ? 'job-results loading' : 'job-results'}>
        {loaderData.error ? (
          <p className="form-error" role="alert">
            {t(loaderData.error)}
          </p>
        ) : result && shown.items.length ? (
          <>
            <SearchUnderstood filters={f} understanding={result.understanding} />
            <p className="muted">{t('jobs.count', { count: result.total })}</p>
            {shown.first > 1 ? (
              <p>
                <Link to={`?${filtersToUrl({ ...f, page: 1 })}`}>{t('findJobs.earlier')}</Link>
              </p>
            ) : null}
            <ul className="cards">
              {shown.items.map((j) => (
                <JobCard key={j.id} job={j} href={jobHref(j.id)} />
              ))}
            </ul>
            {result.page < result.pages ? (
              <p className="load-more">
                {/* A link: the next page's URL keeps every filter; with JavaScript its results are added below these. */}
                <Link to={`?${filtersToUrl({ ...f, page: result.page + 1, after: result.next ?? '' })}`} preventScrollReset className="btn btn-secondary">
                  {t('findJobs.loadMore')}
                </Link>
              </p>
            ) : null}
          </>
        ) : (
          <>
            <SearchUnderstood filters={f} understanding={result?.understanding ?? null} />
            <EmptyResults filters={f} understanding={result?.understanding ?? null} />
          </>
        )}
      </div>
      {saveSearch ? <SaveSearch query={filtersToUrl({ ...f, page: 1 })} suggestedName={f.q || t('jobs.title')} /> : null}
    </main>
  );
}

/**
 * What to try when nothing matches: the wider area when the place taken from the words has none
 * (with a link to it), fewer filters when some narrow the search (with a link that keeps only the
 * words), other words when only words were typed, and later when nothing is open.
 */
function EmptyResults({ filters: f, understanding }: { filters: ReturnType<typeof filtersFromUrl>; understanding: SearchUnderstanding | null }) {
  const { t } = useTranslation();
  if (widerWithJobs(understanding)) return <WiderSearch filters={f} understanding={understanding!} />;
  const narrowing = activeFilterCount(f) - (f.sort ? 1 : 0);
  if (narrowing > 0) {
    return (
      <div className="empty">
        <p>{t('jobs.empty')}</p>
        <p>
          <Link to={`?${filtersToUrl({ q: f.q, sort: f.sort })}`}>{t('jobs.keepWordsOnly')}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="empty">
      <p>{f.q ? t('jobs.emptyWords', { q: f.q }) : t('jobs.emptyOpen')}</p>
    </div>
  );
}

type Loaded = { key: string; first: number; last: number; items: JobItem[] };

/**
 * The results shown: the loader's page, plus the pages before it that "Load more" brought in
 * while the search stayed the same. A reload of `?page=3` shows page 3 with a link to the first.
 */
function useLoadedPages(f: ReturnType<typeof filtersFromUrl>, result: (Omit<ApiSchemas['JobSearchPageDto'], 'items'> & { items: JobItem[] }) | null): Loaded {
  const key = filtersToUrl({ ...f, page: 1 });
  const initial = (): Loaded => ({ key, first: result?.page ?? 1, last: result?.page ?? 1, items: result?.items ?? [] });
  const [loaded, setLoaded] = useState<Loaded>(initial);
  useEffect(() => {
    setLoaded((previous) => {
      if (!result) return { key, first: 1, last: 1, items: [] };
      if (previous.key === key && result.page === previous.last + 1) {
        const seen = new Set(previous.items.map((item) => item.id));
        return { ...previous, last: result.page, items: [...previous.items, ...result.items.filter((item) => !seen.has(item.id))] };
      }
      if (previous.key === key && result.page === previous.last && previous.first <= result.page) return previous;
      return { key, first: result.page, last: result.page, items: result.items };
    });
  }, [key, result]);
  return loaded;
}

/**
 * With JavaScript, empty fields stay out of the URL (without it, the server ignores them), and new
 * words are searched with their spelling corrected again ("Search instead for" held only the old ones).
 */
function beforeSearch(e: React.FormEvent<HTMLFormElement>, f: ReturnType<typeof filtersFromUrl>) {
  const form = e.currentTarget;
  const newWords = (form.elements.namedItem('q') as HTMLInputElement | null)?.value.trim() !== f.q;
  const fields = [...form.elements].filter(
    (el): el is HTMLInputElement | HTMLSelectElement =>
      (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) && !!el.name && (el.value === '' || (el.name === 'typos' && newWords)),
  );
  fields.forEach((el) => (el.disabled = true));
  setTimeout(() => fields.forEach((el) => (el.disabled = false)), 0);
}

/**
 * A filter's choices; with the engine's counts, each reads "Cleaning (120)". Unfiltered, a value
 * not counted has no job: "(0)". Once a value is chosen, the counts are within it (docs/search.md
 * "facets"), so the other values, which would replace it, show no count rather than a false 0.
 */
function Select({ name, label, value, options, counts }: { name: string; label: string; value: string; options: Array<{ id: number; name: string }>; counts?: Map<number, number> | null }) {
  const { t, locale } = useTranslation();
  const number = new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-NG');
  const optionText = (o: { id: number; name: string }) => {
    const count = counts ? (counts.get(o.id) ?? (value === '' ? 0 : null)) : null;
    return count === null ? o.name : t('jobs.facetOption', { name: o.name, count: number.format(count) });
  };
  return (
    <div className="field">
      <label htmlFor={`f-${name}`}>{label}</label>
      <select id={`f-${name}`} name={name} defaultValue={value}>
        <option value="">{t('jobs.any')}</option>
        {options.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {optionText(o)}
          </option>
        ))}
      </select>
    </div>
  );
}

