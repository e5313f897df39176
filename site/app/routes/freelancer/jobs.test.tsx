import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import en from '~/locales/en';
import fr from '~/locales/fr';
import { I18nProvider, type Dict } from '~/utils/i18n';
import { filtersFromUrl } from '~/utils/search';
import JobsPage from './jobs';

afterEach(cleanup);

const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The page for the URL's search; its facet counts answer when the filters open. */
let facetLoads = 0;

function show(query: string, facets: unknown, locale: 'en' | 'fr' = 'en') {
  facetLoads = 0;
  const loaderData = {
    filters: filtersFromUrl(new URLSearchParams(query)),
    categories: [
      { id: 1, name: 'Cleaning' },
      { id: 2, name: 'Events' },
    ],
    jobTypes: [{ id: 5, name: 'One-off' }],
    states: [
      { id: 25, name: 'Lagos' },
      { id: 15, name: 'Federal Capital Territory' },
    ],
    lgas: [],
    near: null,
    nearLgas: [],
    result: { items: [], total: 0, page: 1, per_page: 20, pages: 0, point: null, facets: null },
    error: null,
  };
  const C = JobsPage as unknown as ComponentType<{ loaderData: unknown }>;
  const Stub = createRoutesStub([
    {
      path: '/freelancer/jobs',
      Component: () => (
        <I18nProvider locale={locale} dict={(locale === 'fr' ? fr : en) as unknown as Dict}>
          <C loaderData={loaderData} />
        </I18nProvider>
      ),
    },
    {
      path: '/freelancer/jobs/facets',
      loader: () => {
        facetLoads++;
        return { facets };
      },
    },
  ]);
  return render(<Stub initialEntries={[`/freelancer/jobs?${query}`]} />);
}

/** Opens the filters, as a tap on "Filters (n)" does, and waits for the counts (or for them to be missing). */
async function openFilters(label = /^Filters/) {
  const summary = screen.getByText(label);
  const details = summary.closest('details')!;
  details.open = true;
  fireEvent(details, new Event('toggle'));
  // "Counting the jobs for each choice…" while the counts load, then nothing.
  const status = within(details).getByRole('status');
  await waitFor(() => expect(status.textContent).toBe('Counting the jobs for each choice…'));
  await waitFor(() => expect(status.textContent).toBe(''));
}

const options = (name: string) => within(screen.getByRole('combobox', { name })).getAllByRole('option').map((o) => plain(o.textContent));

describe('job search filters', () => {
  it('count each category, job type and state for the search when the engine answered, once the filters open', async () => {
    show('q=clean', {
      category_id: [{ value: 1, count: 1200 }],
      job_type: [{ value: 5, count: 7 }],
      state: [{ value: 25, count: 1100 }, { value: 15, count: 100 }],
    });
    // Folded, the filters have not asked for counts yet.
    expect(options('Category')).toEqual(['Any', 'Cleaning', 'Events']);
    await openFilters();
    await waitFor(() => expect(options('Category')).toEqual(['Any', 'Cleaning (1,200)', 'Events (0)']));
    expect(options('Job type')).toEqual(['Any', 'One-off (7)']);
    expect(options('State')).toEqual(['Any', 'Lagos (1,100)', 'Federal Capital Territory (100)']);
  });

  it('count only the chosen value of a filtered dimension: the others would replace it, not give 0', async () => {
    show('q=clean&category_id=1', {
      category_id: [{ value: 1, count: 30 }],
      job_type: [{ value: 5, count: 30 }],
      state: [{ value: 25, count: 30 }],
    });
    await openFilters();
    await waitFor(() => expect(options('Category')).toEqual(['Any', 'Cleaning (30)', 'Events']));
    // Unfiltered dimensions still say that a value has no job in this search.
    expect(options('State')).toEqual(['Any', 'Lagos (30)', 'Federal Capital Territory (0)']);
  });

  it('ask for the counts once per search, however the filters are reached (pointer, focus, then a tap)', async () => {
    show('q=clean', { category_id: [{ value: 1, count: 2 }], job_type: [], state: [] });
    const summary = screen.getByText(/^Filters/);
    // In one burst, as a browser sends them, with no render between.
    act(() => {
      fireEvent.pointerEnter(summary);
      fireEvent.focus(summary);
      summary.closest('details')!.open = true;
      fireEvent(summary.closest('details')!, new Event('toggle'));
    });
    await waitFor(() => expect(options('Category')).toEqual(['Any', 'Cleaning (2)', 'Events (0)']));
    fireEvent.pointerEnter(summary);
    expect(facetLoads).toBe(1);
  });

  it('show plain choices when the search answered from SQL (no counts)', async () => {
    show('q=clean', null);
    await openFilters();
    expect(options('Category')).toEqual(['Any', 'Cleaning', 'Events']);
  });

  it('offer "Best match" among the orders, and keep it from the URL', () => {
    show('q=clean&sort=relevance', null, 'fr');
    const sort = screen.getByRole('combobox', { name: 'Trier par' }) as HTMLSelectElement;
    expect(sort.value).toBe('relevance');
    expect(within(sort).getByRole('option', { name: 'Pertinence' })).toBeTruthy();
  });
});
