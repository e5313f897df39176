import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import en from '~/locales/en';
import { I18nProvider, type Dict } from '~/utils/i18n';
import ListingForm from './listing-form';

afterEach(cleanup);

const loaderData = {
  lgas: [],
  categories: [{ id: 1, name: 'Cleaning' }],
  jobTypes: { items: [{ id: 1, name: 'One-off' }], error: null },
  states: { items: [{ id: 25, name: 'Lagos' }], error: null },
  listing: null,
  pictures: [],
};

function show() {
  const C = ListingForm as unknown as ComponentType<{ loaderData: unknown; actionData?: unknown }>;
  const Stub = createRoutesStub([
    {
      path: '/employer/listings/add',
      Component: () => (
        <I18nProvider locale="en" dict={en as unknown as Dict}>
          <C loaderData={loaderData} />
        </I18nProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={['/employer/listings/add']} />);
}

describe('the post-a-job form', () => {
  it('goes in short steps, and asks only the chosen pay type’s amounts', () => {
    show();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['1. The job', '2. Pay', '3. When', '4. Where', '5. The work']);
    const fixed = screen.getByTestId('fixed-amount');
    const range = screen.getByTestId('range-amounts');
    expect(fixed.hidden).toBe(false);
    expect(range.hidden).toBe(true);
    fireEvent.click(screen.getByLabelText('Price range (min – max)'));
    expect(fixed.hidden).toBe(true);
    expect(range.hidden).toBe(false);
    expect(screen.getByLabelText('Minimum amount')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Fixed price'));
    expect(range.hidden).toBe(true);
  });
});
