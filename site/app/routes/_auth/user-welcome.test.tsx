import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import en from '~/locales/en';
import fr from '~/locales/fr';
import { I18nProvider, type Dict } from '~/utils/i18n';
import UserWelcome from './user-welcome';

afterEach(cleanup);

const job = { id: 7, job_title: 'Cook for a family gathering', min_amount: '48000.00', currency: 'NGN', work_duration: '1 day', logoUrl: null, user: { company: 'Okafor Ventures' }, state: { name: 'Lagos' }, jobtype: null };

function show(locale: 'en' | 'fr') {
  const Page = UserWelcome as unknown as React.ComponentType<{ loaderData: unknown }>;
  const Stub = createRoutesStub([
    {
      path: '/user-welcome',
      Component: () => (
        <I18nProvider locale={locale} dict={(locale === 'fr' ? fr : en) as unknown as Dict}>
          <Page loaderData={{ firstWord: 'Ada', isEmployer: false, job }} />
        </I18nProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={['/user-welcome']} />);
}

const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('the welcome card', () => {
  it('draws the featured job’s pay as money in the reader’s language', () => {
    show('en');
    expect(plain(screen.getByRole('region', { name: 'Cook for a family gathering' }).textContent)).toContain('₦48,000');
    cleanup();
    show('fr');
    const card = plain(screen.getByRole('region', { name: 'Cook for a family gathering' }).textContent);
    expect(card).toContain('48 000 ₦');
    expect(card).not.toContain('NGN 48000.00');
  });
});
