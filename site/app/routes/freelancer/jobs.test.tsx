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

type Answer = { items?: Array<{ id: number; job_title: string }>; total?: number; understanding?: unknown };

function show(query: string, facets: unknown, locale: 'en' | 'fr' = 'en', answer: Answer = {}) {
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
    result: { items: answer.items ?? [], total: answer.total ?? answer.items?.length ?? 0, page: 1, per_page: 20, pages: 1, point: null, facets: null, understanding: answer.understanding ?? null },
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
    expect(sort.selectedOptions[0].textContent).toBe('Pertinence');
    expect(within(sort).getByRole('option', { name: 'Plus récentes' })).toBeTruthy();
  });
});

const selectedSort = (name = 'Sort by') => (screen.getByRole('combobox', { name }) as HTMLSelectElement).selectedOptions[0].textContent;

describe('the order of the results', () => {
  it('shows "Best match" for words without a chosen order, as the API sorts them, and keeps "Newest" to choose', () => {
    show('q=plumber', null);
    expect(selectedSort()).toBe('Best match');
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    // The default travels as no value: new words get their own default when the form is sent.
    expect(sort.value).toBe('');
    expect(within(sort).getByRole('option', { name: 'Newest' })).toHaveProperty('value', 'newest');
    expect(screen.getByText('Filters (0)')).toBeTruthy();
  });

  it('shows "Newest" without words, and the order chosen from the URL', () => {
    show('', null);
    expect(selectedSort()).toBe('Newest');
    cleanup();
    show('q=plumber&sort=newest', null, 'fr');
    expect(selectedSort('Trier par')).toBe('Plus récentes');
    expect(screen.getByText('Filtres (1)')).toBeTruthy();
  });
});

const item = (id: number, job_title: string) => ({ id, job_title });
const etiOsa = { kind: 'lga', id: 504, name: 'Eti Osa', state_id: 25, state_name: 'Lagos', words: 'lekki' };
/** The live region the results are announced in. */
const results = () => document.querySelector('.job-results[aria-live="polite"]') as HTMLElement;

describe('what the search understood', () => {
  it('says which spelling it searched, and offers the words as typed (English)', () => {
    show('q=electrican&category_id=1', null, 'en', {
      items: [item(1, 'Rewire a faulty socket')],
      understanding: { searched: 'electrician', corrections: [{ from: 'electrican', to: 'electrician' }], place: null, partial: false, wider: null },
    });
    const note = within(results()).getByText(/^Showing results for/);
    expect(plain(note.textContent)).toBe('Showing results for electrician. Search instead for electrican');
    expect(within(note).getByText('electrician').tagName).toBe('STRONG');
    const asTyped = within(results()).getByRole('link', { name: 'Search instead for electrican' });
    expect(asTyped.getAttribute('href')).toBe('/freelancer/jobs?q=electrican&category_id=1&typos=false');
    // The results follow.
    expect(within(results()).getByRole('link', { name: 'Rewire a faulty socket' })).toBeTruthy();
  });

  it('says which spelling it searched (French)', () => {
    show('q=plombiez', null, 'fr', {
      items: [item(1, 'Réparer un évier')],
      understanding: { searched: 'plombier', corrections: [{ from: 'plombiez', to: 'plombier' }], place: null, partial: false, wider: null },
    });
    expect(plain(within(results()).getByText(/^Résultats pour/).textContent)).toBe('Résultats pour plombier. Rechercher plutôt « plombiez »');
    expect(within(results()).getByRole('link', { name: /^Rechercher plutôt «\s+plombiez\s+»$/ }).getAttribute('href')).toBe('/freelancer/jobs?q=plombiez&typos=false');
  });

  it('shows the place taken from the words as a chip whose × searches the words without it', () => {
    show('q=cleaning+lekki&job_type=5', null, 'en', {
      items: [item(2, 'Weekly home cleaning')],
      understanding: { searched: 'cleaning', corrections: [], place: etiOsa, partial: false, wider: null },
    });
    expect(within(results()).getByText('Lekki · Eti Osa, Lagos')).toBeTruthy();
    const remove = within(results()).getByRole('link', { name: 'Remove the place Lekki · Eti Osa, Lagos' });
    expect(remove.getAttribute('href')).toBe('/freelancer/jobs?q=cleaning&job_type=5');
    expect(remove.textContent).toBe('×');
    cleanup();
    show('q=ménage+lekki', null, 'fr', {
      items: [item(2, 'Ménage hebdomadaire')],
      understanding: { searched: 'ménage', corrections: [], place: etiOsa, partial: false, wider: null },
    });
    expect(within(results()).getByRole('link', { name: 'Retirer le lieu Lekki · Eti Osa, Lagos' }).getAttribute('href')).toBe('/freelancer/jobs?q=m%C3%A9nage');
  });

  it('offers the state when the place has no such job, in place of the empty state', () => {
    show('q=cleaning+lekki', null, 'en', {
      understanding: { searched: 'cleaning', corrections: [], place: etiOsa, partial: false, wider: { state_id: 25, state_name: 'Lagos', total: 8 } },
    });
    expect(plain(within(results()).getByText(/^No cleaning jobs/).textContent)).toBe('No cleaning jobs in Lekki yet: 8 in Lagos');
    expect(within(results()).getByRole('link', { name: '8 in Lagos' }).getAttribute('href')).toBe('/freelancer/jobs?q=cleaning&state=25');
    expect(within(results()).getByText('Lekki · Eti Osa, Lagos')).toBeTruthy();
    expect(within(results()).queryByText(/Try other words/)).toBeNull();
    cleanup();
    show('q=nettoyage+lagos', null, 'fr', {
      understanding: { searched: 'nettoyage', corrections: [], place: { ...etiOsa, kind: 'state', id: 25, name: 'Lagos', words: 'lagos' }, partial: false, wider: { state_id: null, state_name: null, total: 3 } },
    });
    expect(plain(within(results()).getByText(/^Pas encore/).textContent)).toBe('Pas encore de mission « nettoyage » à Lagos : 3 dans tout le Nigeria');
    expect(within(results()).getByRole('link', { name: '3 dans tout le Nigeria' }).getAttribute('href')).toBe('/freelancer/jobs?q=nettoyage');
  });

  it('keeps the empty state when nothing matches anywhere', () => {
    show('q=cleaning+lekki', null, 'en', {
      understanding: { searched: 'cleaning', corrections: [], place: etiOsa, partial: false, wider: { state_id: null, state_name: null, total: 0 } },
    });
    expect(within(results()).getByText('No job matches “cleaning lekki”. Try other words, or fewer of them.')).toBeTruthy();
    expect(within(results()).getByText('Lekki · Eti Osa, Lagos')).toBeTruthy();
    expect(within(results()).queryByText(/yet:/)).toBeNull();
  });

  it('says so above the results when no job has every word', () => {
    show('q=plumber+wedding', null, 'en', {
      items: [item(3, 'Fix leaking kitchen sink and shower')],
      understanding: { searched: 'plumber wedding', corrections: [], place: null, partial: true, wider: null },
    });
    const note = within(results()).getByText('No job has all of these words. These have some of them.');
    const card = within(results()).getByRole('link', { name: 'Fix leaking kitchen sink and shower' });
    expect(note.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    cleanup();
    show('q=plombier+mariage', null, 'fr', {
      items: [item(3, 'Fix leaking kitchen sink and shower')],
      understanding: { searched: 'plombier mariage', corrections: [], place: null, partial: true, wider: null },
    });
    expect(within(results()).getByText('Aucune mission ne contient tous ces mots. Celles-ci en contiennent une partie.')).toBeTruthy();
  });

  it('says nothing more when the words were searched as typed', () => {
    show('q=plumber', null, 'en', {
      items: [item(3, 'Fix leaking kitchen sink and shower')],
      understanding: { searched: 'plumber', corrections: [], place: null, partial: false, wider: null },
    });
    expect(results().querySelector('.search-understood')).toBeNull();
    expect(within(results()).getByText('1 job found')).toBeTruthy();
  });
});
