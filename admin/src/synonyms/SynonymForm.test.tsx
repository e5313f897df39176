import type { ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, memoryStore, ResourceContextProvider, testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { TestAdmin } from '../test/utils';
import SynonymCreate from './SynonymCreate';
import SynonymEdit from './SynonymEdit';

const plumbing = { id: 2, terms_en: 'plumber, plumbing', terms_fr: '', related: null, created_at: '2026-11-21T10:00:00Z', updated_at: '2026-11-22T10:00:00Z' };

function renderPage(path: string, route: string, page: ReactElement, calls: Record<string, unknown> = {}, locale?: string) {
  const getOne = vi.fn(async () => ({ data: plumbing }));
  const update = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({ data: { ...plumbing, ...params.data } }));
  const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({ data: { id: 70, ...params.data } }));
  render(
    <TestAdmin dataProvider={testDataProvider({ getOne, update, create, ...calls } as never)} path={path} store={memoryStore(locale ? { locale } : {})}>
      <ResourceContextProvider value="admin/synonyms">
        <Routes>
          <Route path={route} element={page} />
        </Routes>
      </ResourceContextProvider>
    </TestAdmin>,
  );
  return { update, create };
}

const renderEdit = (calls: Record<string, unknown> = {}) => renderPage('/admin/synonyms/2', '/admin/synonyms/:id', <SynonymEdit />, calls);
const renderCreate = () => renderPage('/admin/synonyms/create', '/admin/synonyms/create', <SynonymCreate />);

/** The chips a list's input shows. */
const chipsOf = (source: string) =>
  Array.from(document.querySelectorAll(`.ra-input-${source} .MuiChip-label`)).map((chip) => chip.textContent);

describe('SynonymForm', () => {
  it('edits each list as chips and saves them as terms separated by ", "', async () => {
    const user = userEvent.setup();
    const { update } = renderEdit();
    const english = await screen.findByRole('combobox', { name: 'English names' });
    await waitFor(() => expect(chipsOf('terms_en')).toEqual(['plumber', 'plumbing']));
    expect(chipsOf('terms_fr')).toEqual([]);
    await user.type(english, 'pipe fitter{Enter}');
    await user.type(screen.getByRole('combobox', { name: 'French names' }), 'plombier{Enter}');
    // A pasted list becomes one chip per term.
    await user.type(screen.getByRole('combobox', { name: 'Related words' }), 'sink, robinet{Enter}');
    await waitFor(() => expect(chipsOf('related')).toEqual(['sink', 'robinet']));
    expect(chipsOf('terms_en')).toEqual(['plumber', 'plumbing', 'pipe fitter']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][0]).toBe('admin/synonyms');
    expect(update.mock.calls[0][1].data).toMatchObject({ id: 2, terms_en: 'plumber, plumbing, pipe fitter', terms_fr: 'plombier', related: 'sink, robinet' });
  });

  it('explains what names and related words do', async () => {
    renderCreate();
    expect(await screen.findAllByText(/Names find each other: a search for any of them, in English or French, finds the jobs holding any other/)).toHaveLength(2);
    expect(screen.getByText(/Related words are found by the names but do not find them back/)).toBeInTheDocument();
    expect(screen.getByText('Saved changes apply to the next search.')).toBeInTheDocument();
  });

  it('asks for a name in English or French before sending anything', async () => {
    const user = userEvent.setup();
    const { create } = renderCreate();
    await user.type(await screen.findByRole('combobox', { name: 'Related words' }), 'cleaning{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('A group needs at least one English or French name')).toHaveLength(2);
    expect(create).not.toHaveBeenCalled();
    await user.type(screen.getByRole('combobox', { name: 'French names' }), 'zorbage{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toMatchObject({ terms_fr: 'zorbage', related: 'cleaning' });
  });

  it('says which term breaks the rules, beside its list', async () => {
    const user = userEvent.setup();
    const { create } = renderCreate();
    await user.type(await screen.findByRole('combobox', { name: 'English names' }), 'zorbing{Enter}100%{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('"100%" may hold only letters, digits, spaces, apostrophes and hyphens')).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('shows the API’s refusal of another group’s name beside the field', async () => {
    const user = userEvent.setup();
    const refusal = '“housekeeper” is already a name of group #1 (cleaner, ménage, cleaning): a word belongs to one group only, so edit that group instead';
    const update = vi.fn(async () => {
      throw new HttpError(refusal, 400, { result: false, message: refusal, errors: { terms_en: refusal } });
    });
    renderEdit({ update });
    await user.type(await screen.findByRole('combobox', { name: 'English names' }), 'housekeeper{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const field = document.querySelector('.ra-input-terms_en') as HTMLElement;
    await waitFor(() => expect(within(field).getByText(refusal)).toBeInTheDocument());
  });

  it('asks before deleting a group', async () => {
    const user = userEvent.setup();
    const remove = vi.fn(async () => ({ data: plumbing }));
    renderEdit({ delete: remove });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('admin/synonyms', expect.objectContaining({ id: 2 })));
  });

  it('speaks French', async () => {
    await i18nProvider.changeLocale('fr');
    try {
      renderPage('/admin/synonyms/create', '/admin/synonyms/create', <SynonymCreate />, {}, 'fr');
      expect(await screen.findByRole('combobox', { name: 'Noms en anglais' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Noms en français' })).toBeInTheDocument();
      expect(screen.getByText(/Les mots associés sont trouvés par les noms mais ne les trouvent pas en retour/)).toBeInTheDocument();
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});
