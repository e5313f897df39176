import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore, ResourceContextProvider, ResourceDefinitionContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import type { CurrentUser } from '../providers/token';
import { MODERATOR, SUPERADMIN, TestAdmin } from '../test/utils';
import SynonymList from './SynonymList';

/** Groups as `GET /api/admin/synonyms` answers them: each list a text of terms separated by ", ". */
const rows = [
  { id: 1, terms_en: 'cleaner, cleaning, house cleaning', terms_fr: 'ménage, nettoyage', related: 'mopping, serpillière', created_at: '2026-11-20T10:00:00Z', updated_at: '2026-11-20T10:00:00Z' },
  { id: 2, terms_en: 'plumber, plumbing', terms_fr: '', related: null, created_at: '2026-11-21T10:00:00Z', updated_at: '2026-11-22T10:00:00Z' },
];

function renderList({ data = rows, user = SUPERADMIN, locale }: { data?: typeof rows; user?: CurrentUser; locale?: string } = {}) {
  const getList = vi.fn(async (_resource: string, params: { filter: Record<string, unknown> }) => {
    const q = String(params.filter.q ?? '').toLowerCase();
    const found = data.filter((row) => !q || [row.terms_en, row.terms_fr, row.related].some((list) => list?.toLowerCase().includes(q)));
    return { data: found, total: found.length };
  });
  render(
    <TestAdmin dataProvider={testDataProvider({ getList } as never)} user={user} path="/admin/synonyms" store={memoryStore(locale ? { locale } : {})}>
      <ResourceDefinitionContextProvider definitions={{ 'admin/synonyms': { name: 'admin/synonyms', hasList: true, hasShow: true, hasEdit: true, hasCreate: true } }}>
        <ResourceContextProvider value="admin/synonyms">
          <SynonymList />
        </ResourceContextProvider>
      </ResourceDefinitionContextProvider>
    </TestAdmin>,
  );
  return { getList };
}

/** The row holding `text`, once the list has settled. */
async function rowOf(text: string): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByText(text).closest('tr')).toBeTruthy());
  return screen.getByText(text).closest('tr')!;
}

const chips = (cell: HTMLElement) => within(cell).queryAllByRole('listitem').map((item) => item.textContent);

describe('SynonymList', () => {
  it('shows each list of a group as chips, one per term, under its own header', async () => {
    renderList();
    const cleaning = await rowOf('house cleaning');
    expect(chips(cleaning.querySelector('td.column-terms_en')!)).toEqual(['cleaner', 'cleaning', 'house cleaning']);
    expect(chips(cleaning.querySelector('td.column-terms_fr')!)).toEqual(['ménage', 'nettoyage']);
    expect(chips(cleaning.querySelector('td.column-related')!)).toEqual(['mopping', 'serpillière']);
    const plumbing = await rowOf('plumbing');
    expect(chips(plumbing.querySelector('td.column-terms_fr')!)).toEqual([]);
    expect(chips(plumbing.querySelector('td.column-related')!)).toEqual([]);
    for (const header of ['English names', 'French names', 'Related words', 'Updated']) expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    // The API sorts by the names, not by the related words.
    expect(within(screen.getByRole('columnheader', { name: /English names/ })).getByRole('button')).toBeInTheDocument();
    expect(within(screen.getByRole('columnheader', { name: 'Related words' })).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/admin/synonyms/create');
  });

  it('searches the groups by any of their terms with the search box', async () => {
    const user = userEvent.setup();
    const { getList } = renderList();
    await rowOf('house cleaning');
    await user.type(screen.getByPlaceholderText('Search'), 'serpill');
    await waitFor(() => expect(getList).toHaveBeenLastCalledWith('admin/synonyms', expect.objectContaining({ filter: { q: 'serpill' } })));
    await waitFor(() => expect(screen.queryByText('plumber')).not.toBeInTheDocument());
    expect(screen.getByText('ménage')).toBeInTheDocument();
  });

  it('says in words when the dictionary is empty, and offers to add a group', async () => {
    renderList({ data: [] });
    expect(await screen.findByText('No search synonyms yet: searches find the words of the jobs only.')).toBeInTheDocument();
    expect(screen.getByText('Do you want to add a group?')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/admin/synonyms/create');
  });

  it('offers no Create to an admin who may only read it', async () => {
    renderList({ user: { ...MODERATOR, permissions: [...MODERATOR.permissions, 'synonyms.list', 'synonyms.show'] } });
    await rowOf('house cleaning');
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
  });

  it('speaks French', async () => {
    await i18nProvider.changeLocale('fr');
    try {
      renderList({ data: [], locale: 'fr' });
      expect(await screen.findByText('Aucun synonyme de recherche : les recherches ne trouvent que les mots des missions.')).toBeInTheDocument();
      expect(screen.getByText('Voulez-vous ajouter un groupe ?')).toBeInTheDocument();
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});
