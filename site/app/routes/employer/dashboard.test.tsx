import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import en from '~/locales/en';
import fr from '~/locales/fr';
import { I18nProvider, type Dict } from '~/utils/i18n';
import FreelancerDashboard from '~/routes/freelancer/dashboard';
import EmployerDashboard from './dashboard';

afterEach(cleanup);

function show(Page: unknown, loaderData: unknown, locale: 'en' | 'fr') {
  const C = Page as ComponentType<{ loaderData: unknown }>;
  const Stub = createRoutesStub([
    {
      path: '/dashboard',
      Component: () => (
        <I18nProvider locale={locale} dict={(locale === 'fr' ? fr : en) as unknown as Dict}>
          <C loaderData={loaderData} />
        </I18nProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={['/dashboard']} />);
}

const counter = (name: RegExp) => screen.getByRole('link', { name }).textContent?.replace(/\s+/g, ' ');

describe('dashboard counters', () => {
  const employer = {
    name: 'Bola',
    steps: [],
    identity: undefined,
    d: { listings: { open: 22, draft: 1, closed: 0, total: 23 }, joined: 0, applications_waiting: 3, amount_spent: '330687.50', currency: 'NGN', connections: 2, latest_applicants: [] },
  };

  it('agree with their number in French, and keep the amount whole', () => {
    show(EmployerDashboard, employer, 'fr');
    expect(counter(/Ouvertes/)).toBe('22Ouvertes');
    expect(counter(/Brouillon/)).toBe('1Brouillon');
    expect(counter(/Fermée/)).toBe('0Fermée');
    const spent = screen.getByText('Montant dépensé').closest('li')!;
    expect(spent.className).toBe('stat-money');
    cleanup();
    show(EmployerDashboard, employer, 'en');
    expect(counter(/Open/)).toBe('22Open');
    expect(counter(/Draft/)).toBe('1Draft');
  });

  it('on the freelancer’s side too', () => {
    const freelancer = { name: 'Ada', steps: [], identity: undefined, d: { applications: { pending: 2, approved: 1, disapproved: 0, paid: 5, total: 8 }, saved_jobs: 0, connections: 0, featured_job: null } };
    show(FreelancerDashboard, freelancer, 'fr');
    expect(counter(/Payées/)).toBe('5Payées');
    expect(counter(/Acceptée/)).toBe('1Acceptée');
  });
});
