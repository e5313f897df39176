import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import en from '~/locales/en';
import { I18nProvider, type Dict } from '~/utils/i18n';
import Home from './home';

afterEach(cleanup);

const home = { currency: 'NGN', featured: [], latest: [], posts: [], categories: [{ id: 3, category_name: 'Cleaning', category_slug: 'cleaning' }] };

function show(userType: string | null) {
  const C = Home as unknown as ComponentType<{ loaderData: unknown }>;
  const Stub = createRoutesStub([
    {
      path: '/home',
      Component: () => (
        <I18nProvider locale="en" dict={en as unknown as Dict}>
          <C loaderData={{ home, userType }} />
        </I18nProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={['/home']} />);
}

describe('the home page’s categories', () => {
  it('each open the category’s jobs: a visitor’s public search, a freelancer’s own', () => {
    for (const [who, path] of [[null, '/jobs'], ['freelancer', '/freelancer/jobs']] as const) {
      show(who);
      expect(screen.getByRole('link', { name: 'Cleaning' }).getAttribute('href')).toBe(`${path}?category_id=3`);
      cleanup();
    }
  });

  it('lead a visitor to browse jobs before signing up', () => {
    show(null);
    expect(screen.getByRole('link', { name: 'Browse jobs' }).getAttribute('href')).toBe('/jobs');
  });

  it('are not offered to an employer, who does not search jobs', () => {
    show('employer');
    expect(screen.queryByText('Cleaning')).toBeNull();
  });
});
