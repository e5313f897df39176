import { cleanup, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import en from '~/locales/en';
import fr from '~/locales/fr';
import { backTo } from '~/utils/roster.server';
import type { ApiSchemas } from '~/utils/api-schemas';
import { I18nProvider, type Dict } from '~/utils/i18n';
import HiddenEmployersPage from '../freelancer/hidden-employers';
import RosterPage from './roster';

afterEach(cleanup);

const person = (id: number, name: string) => ({
  id,
  name,
  avatar: null,
  user_type: 'freelancer',
  state: 'Lagos',
  company_name: null,
  designation: null,
  description: null,
});

const entry = (over: Partial<ApiSchemas['RosterEntryDto']> = {}) => ({
  freelancer_id: 4,
  created_at: '2026-11-20T10:00:00.000Z',
  freelancer: { ...person(4, 'Ada Obi'), verified_at: '2026-11-01T10:00:00.000Z' },
  rating: { average: 4.5, count: 2 },
  reliability: { score: 100, hires: 3 },
  last_job: {
    listing_id: 9,
    job_title: 'Paint the gate',
    job_date: '2026-11-18',
    status: 'paid' as const,
    applied_at: '2026-11-10T10:00:00.000Z',
  },
  ...over,
});

function show(Page: unknown, path: string, loaderData: unknown, locale = 'en') {
  const C = Page as ComponentType<{ loaderData: unknown }>;
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <I18nProvider locale={locale} dict={(locale === 'fr' ? fr : en) as unknown as Dict}>
          <C loaderData={loaderData} />
        </I18nProvider>
      ),
      action: () => null,
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

describe('the employer’s roster', () => {
  it('shows each favourite with their badge, rating, reliability and last job together, and a named remove button', () => {
    show(RosterPage, '/employer/roster', { favourites: [entry()], blocks: [] });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Favourites');
    const card = screen.getByRole('listitem', { name: 'Ada Obi' });
    expect(within(card).getByText(/ID verified/i)).toBeTruthy();
    expect(card.textContent).toContain('Paint the gate');
    expect(card.textContent).toContain('Last job');
    expect(card.textContent).toMatch(/4\.5/);
    const remove = within(card).getByRole('button', { name: 'Remove Ada Obi from your favourites' });
    const form = remove.closest('form')!;
    expect((form.querySelector('input[name="intent"]') as HTMLInputElement).value).toBe('remove');
    expect((form.querySelector('input[name="user_id"]') as HTMLInputElement).value).toBe('4');
    expect(screen.getByText('You have not blocked anyone.')).toBeTruthy();
  });

  it('says so when empty, lists the blocked with an unblock button, in French too', () => {
    show(
      RosterPage,
      '/employer/roster',
      {
        favourites: [],
        blocks: [{ freelancer_id: 5, created_at: '2026-11-20T10:00:00.000Z', freelancer: person(5, 'Bo Ade') }],
      },
      'fr',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Favoris');
    expect(screen.getByText(/Aucun favori pour l’instant/)).toBeTruthy();
    const blocked = screen.getByRole('listitem', { name: 'Bo Ade' });
    expect(within(blocked).getByRole('button', { name: 'Débloquer Bo Ade' })).toBeTruthy();
  });
});

describe('the freelancer’s hidden employers', () => {
  it('lists each employer by company name with a way to show their jobs again', () => {
    show(HiddenEmployersPage, '/freelancer/account/hidden-employers', {
      hidden: [
        {
          employer_id: 2,
          created_at: '2026-11-20T10:00:00.000Z',
          employer: { ...person(2, 'Chidi'), user_type: 'employer', company_name: 'Acme Works' },
          name: 'Acme Works',
        },
      ],
    });
    const row = screen.getByRole('listitem', { name: 'Acme Works' });
    const button = within(row).getByRole('button', { name: 'Show the jobs of Acme Works again' });
    expect((button.closest('form')!.querySelector('input[name="intent"]') as HTMLInputElement).value).toBe('unhide');
  });

  it('says so when there is none', () => {
    show(HiddenEmployersPage, '/freelancer/account/hidden-employers', { hidden: [] });
    expect(screen.getByText('You have not hidden any employer’s jobs.')).toBeTruthy();
  });
});

describe('where a roster form goes back to', () => {
  const form = (back: string) => {
    const data = new FormData();
    data.set('back', back);
    return data;
  };
  it('the party’s own page it came from, else the list', () => {
    expect(backTo(form('/employer/listings/3/applicants'), 'employer', '/employer/roster')).toBe(
      '/employer/listings/3/applicants',
    );
    expect(backTo(form('/freelancer/details/3'), 'employer', '/employer/roster')).toBe('/employer/roster');
    expect(backTo(form('https://evil.example/employer/'), 'employer', '/employer/roster')).toBe('/employer/roster');
    expect(backTo(form('//evil.example/freelancer/x'), 'freelancer', '/freelancer/account/hidden-employers')).toBe(
      '/freelancer/account/hidden-employers',
    );
    expect(backTo(new FormData(), 'freelancer', '/freelancer/account/hidden-employers')).toBe(
      '/freelancer/account/hidden-employers',
    );
  });
});
