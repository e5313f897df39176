import type { ReactElement } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import CategoryEdit from '../categories/CategoryEdit';
import StateList from '../states/StateList';
import { TestAdmin } from '../test/utils';
import { LookupCreate, LookupEdit } from './LookupPages';

vi.mock('./ImageUploadInput', () => ({ ImageUploadInput: () => null }));

function renderEdit(resource: string, record: Record<string, unknown>, page: ReactElement) {
  const getOne = vi.fn(async () => ({ data: record }));
  const update = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({ data: { ...record, ...params.data } }));
  render(
    <TestAdmin dataProvider={testDataProvider({ getOne, update } as never)} path={`/admin/${resource}/${String(record.id)}`}>
      <ResourceContextProvider value={`admin/${resource}`}>
        <Routes>
          <Route path={`/admin/${resource}/:id`} element={page} />
        </Routes>
      </ResourceContextProvider>
    </TestAdmin>,
  );
  return { update };
}

describe('the French name of reference data', () => {
  it('a job type’s edit form shows its French name and saves the one typed', async () => {
    const { update } = renderEdit('jobtypes', { id: 3, name: 'Night shift', name_fr: 'Travail de nuit' }, <LookupEdit />);
    const french = await screen.findByLabelText('French name');
    expect(french).toHaveValue('Travail de nuit');
    expect(screen.getByText('Shown on French pages and USSD screens; left empty, they show the name above')).toBeInTheDocument();
    fireEvent.change(french, { target: { value: 'Poste de nuit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][0]).toBe('admin/jobtypes');
    expect(update.mock.calls[0][1].data).toMatchObject({ id: 3, name: 'Night shift', name_fr: 'Poste de nuit' });
  });

  it('a category’s edit form saves its French name beside the English one', async () => {
    const record = { id: 8, category_name: 'Cleaning', category_name_fr: null, category_slug: 'cleaning', category_status: 'active' };
    const { update } = renderEdit('categories', record, <CategoryEdit />);
    const french = await screen.findByLabelText('French name');
    expect(french).toHaveValue('');
    fireEvent.change(french, { target: { value: 'Ménage' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(update.mock.calls[0][1].data).toMatchObject({ category_name: 'Cleaning', category_name_fr: 'Ménage' });
  });

  it('the create form has it too, labelled in French when the back office speaks French', async () => {
    await i18nProvider.changeLocale('fr');
    try {
      render(
        <TestAdmin path="/admin/skills/create">
          <ResourceContextProvider value="admin/skills">
            <Routes>
              <Route path="/admin/skills/create" element={<LookupCreate />} />
            </Routes>
          </ResourceContextProvider>
        </TestAdmin>,
      );
      expect(await screen.findByLabelText('Nom en français')).toHaveValue('');
      expect(screen.getByText('Affiché sur les pages et les écrans USSD en français ; laissé vide, ils affichent le nom ci-dessus')).toBeInTheDocument();
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });

  it('the states list shows the French name beside the name', async () => {
    const getList = vi.fn(async () => ({
      data: [{ id: 15, name: 'Federal Capital Territory', name_fr: 'Territoire de la capitale fédérale', country_id: 1 }],
      total: 1,
    }));
    const getMany = vi.fn(async () => ({ data: [{ id: 1, name: 'Nigeria' }] }));
    render(
      <TestAdmin dataProvider={testDataProvider({ getList, getMany } as never)} path="/admin/states">
        <ResourceContextProvider value="admin/states">
          <StateList />
        </ResourceContextProvider>
      </TestAdmin>,
    );
    expect(await screen.findByText('Territoire de la capitale fédérale')).toBeInTheDocument();
    expect(screen.getByText('Federal Capital Territory')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'French name' })).toBeInTheDocument();
  });
});
