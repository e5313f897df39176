import { fireEvent, render, screen, within } from '@testing-library/react';
import { Form, RecordContextProvider, ReferenceField, ReferenceInput, ResourceDefinitionContextProvider, SelectInput, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import categories from '../categories';
import jobtypes from '../jobtypes';
import states from '../states';
import { i18nProvider } from '../i18n/i18nProvider';
import { TestAdmin } from '../test/utils';

const CLEANING = { id: 8, category_name: 'Cleaning', category_name_fr: 'Ménage' };
const EVENTS = { id: 9, category_name: 'Events', category_name_fr: null };
const NIGHT_SHIFT = { id: 3, name: 'Night shift', name_fr: 'Travail de nuit' };
const LAGOS = { id: 25, name: 'Lagos', name_fr: '' };
const ROWS: Record<string, Record<string, unknown>[]> = { [categories.name]: [CLEANING, EVENTS], [jobtypes.name]: [NIGHT_SHIFT], [states.name]: [LAGOS] };

/** The resources' own definitions, as the back office registers them. */
const definitions = Object.fromEntries([categories, jobtypes, states].map(({ name, recordRepresentation }) => [name, { name, recordRepresentation }]));

function renderListing(listing: Record<string, unknown>) {
  const dataProvider = testDataProvider({
    getMany: vi.fn(async (resource: string, { ids }: { ids: unknown[] }) => ({ data: ROWS[resource].filter((row) => ids.includes(row.id)) })),
    getList: vi.fn(async (resource: string) => ({ data: ROWS[resource], total: ROWS[resource].length })),
  } as never);
  render(
    <TestAdmin dataProvider={dataProvider}>
      <ResourceDefinitionContextProvider definitions={definitions}>
        <RecordContextProvider value={listing}>
          <span data-testid="category">
            <ReferenceField source="category_id" reference={categories.name} link={false} />
          </span>
          <span data-testid="job-type">
            <ReferenceField source="job_type" reference={jobtypes.name} link={false} />
          </span>
          <span data-testid="state">
            <ReferenceField source="state" reference={states.name} link={false} />
          </span>
          <Form record={listing}>
            <ReferenceInput source="category_id" reference={categories.name}>
              <SelectInput />
            </ReferenceInput>
          </Form>
        </RecordContextProvider>
      </ResourceDefinitionContextProvider>
    </TestAdmin>,
  );
}

async function categoryChoices(): Promise<string[]> {
  fireEvent.mouseDown(await screen.findByRole('combobox'));
  return within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent ?? '');
}

describe('reference data by its name in the back office’s language (docs/i18n.md "Reference data in French")', () => {
  afterEach(async () => {
    await i18nProvider.changeLocale('en');
  });

  it('in French, a listing’s category and job type read their French names, the choices too; a row without one keeps its English name', async () => {
    await i18nProvider.changeLocale('fr');
    renderListing({ id: 1, category_id: 8, job_type: 3, state: 25 });
    expect(await within(screen.getByTestId('category')).findByText('Ménage')).toBeInTheDocument();
    expect(await within(screen.getByTestId('job-type')).findByText('Travail de nuit')).toBeInTheDocument();
    // A blank French name is no name: Lagos stays Lagos.
    expect(await within(screen.getByTestId('state')).findByText('Lagos')).toBeInTheDocument();
    expect(await categoryChoices()).toEqual(expect.arrayContaining(['Ménage', 'Events']));
    expect(screen.queryByText('Cleaning')).not.toBeInTheDocument();
  });

  it('in English, the English names', async () => {
    renderListing({ id: 1, category_id: 8, job_type: 3, state: 25 });
    expect(await within(screen.getByTestId('category')).findByText('Cleaning')).toBeInTheDocument();
    expect(await within(screen.getByTestId('job-type')).findByText('Night shift')).toBeInTheDocument();
    expect(await categoryChoices()).toEqual(expect.arrayContaining(['Cleaning', 'Events']));
    expect(screen.queryByText('Ménage')).not.toBeInTheDocument();
  });
});
