import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEVER_PAY_NOTICE } from '@gigmarket/shared';
import en from '~/locales/en';
import fr from '~/locales/fr';
import { JobCard } from '~/components/job-card';
import { IdentityPrompt } from '~/components/identity-prompt';
import { VerifiedBadge } from '~/components/trust-badges';
import { I18nProvider, type Dict } from '~/utils/i18n';
import { identityView, type Identity } from '~/utils/identity';
import type { Hire } from '~/utils/hires';
import type { Thread } from '~/utils/conversations';
import ApplicantsPage from '~/routes/employer/applicants';
import ListingsPage from '~/routes/employer/listings';
import DetailsPage from '~/routes/freelancer/details';
import PublicJobPage from '~/routes/public-job';
import ConnectionsPage from './connections';
import HirePage from './hire';
import IdentityPage from './identity';
import ThreadPage from './thread';

afterEach(cleanup);

const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

function dictOf(locale: string) {
  return (locale === 'fr' ? fr : en) as unknown as Dict;
}

/** Renders a route component with its loader data (and optional action), in English or French. */
function show(Component: unknown, loaderData: unknown, { locale = 'en', action, actionData, path = '/page' }: { locale?: string; action?: (a: { request: Request }) => unknown; actionData?: unknown; path?: string } = {}) {
  const C = Component as ComponentType<{ loaderData: unknown; actionData?: unknown }>;
  const Stub = createRoutesStub([
    {
      path,
      Component: () => (
        <I18nProvider locale={locale} dict={dictOf(locale)}>
          <C loaderData={loaderData} actionData={actionData} />
        </I18nProvider>
      ),
      action: action ?? (() => null),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

function inI18n(node: React.ReactNode, locale = 'en') {
  const Stub = createRoutesStub([{ path: '/', Component: () => <I18nProvider locale={locale} dict={dictOf(locale)}>{node}</I18nProvider> }]);
  return render(<Stub initialEntries={['/']} />);
}

const identity = (over: Partial<Identity> = {}): Identity => ({
  status: 'none',
  requested_at: null,
  verified_at: null,
  bank_name: null,
  account_last4: null,
  reason: null,
  attempts_left_today: 5,
  locked_until: null,
  ...over,
});

const banks = [
  { id: '058', name: 'Guaranty Trust Bank' },
  { id: '044', name: 'Access Bank' },
];

const page = (over: Partial<Identity> | null, party: 'employer' | 'freelancer' = 'freelancer') => ({
  party,
  identity: over === null ? null : identity(over),
  identityError: null,
  banks,
  banksError: null,
});

describe('the "ID verified" badge', () => {
  it('reads "ID verified · 12 Nov 2026" with a name that says what was checked, in French too, and nothing without a date', () => {
    inI18n(<VerifiedBadge at="2026-11-12T10:00:00Z" />);
    const badge = screen.getByRole('img', { name: 'ID verified on 12 Nov 2026, identity checked with a bank' });
    expect(plain(badge.textContent)).toBe('✓ ID verified · 12 Nov 2026');
    cleanup();
    inI18n(<VerifiedBadge at="2026-11-12T10:00:00Z" />, 'fr');
    expect(plain(screen.getByRole('img', { name: /^Identité vérifiée le 12 nov\. 2026/ }).textContent)).toBe('✓ Identité vérifiée · 12 nov. 2026');
    cleanup();
    const { container } = inI18n(<VerifiedBadge at={null} />);
    expect(container.textContent).toBe('');
  });

  it('dates the day in Lagos: 23:30 UTC is already the next day there', () => {
    inI18n(<VerifiedBadge at="2026-11-12T23:30:00Z" />);
    expect(screen.getByRole('img', { name: /13 Nov 2026/ })).toBeTruthy();
  });

  it('shows on a job card beside the employer, and not for an employer who is not verified', () => {
    inI18n(
      <ul>
        <JobCard job={{ id: 1, job_title: 'Ushers', company: { company_name: 'Bola Events' }, employer_verified_at: '2026-11-12T10:00:00Z' }} href="/freelancer/details/1" />
        <JobCard job={{ id: 2, job_title: 'Cleaners', company: { company_name: 'Chidi Ltd' }, employer_verified_at: null }} href="/freelancer/details/2" />
      </ul>,
    );
    const [verified, other] = screen.getAllByRole('listitem').filter((li) => li.classList.contains('job-item'));
    expect(within(verified).getByText('Bola Events', { exact: false }).closest('.job-employer')).toBeTruthy();
    expect(within(verified.querySelector('.job-employer') as HTMLElement).getByRole('img', { name: /ID verified on 12 Nov 2026/ })).toBeTruthy();
    expect(within(other).queryByRole('img', { name: /ID verified/ })).toBeNull();
  });

  const applicant = (verified_at: string | null, id: number, name: string) => ({
    id,
    status: 'pending',
    price: '8000.00',
    new_price: null,
    created_at: '2026-11-20T10:00:00Z',
    freelancer: { id: id + 100, name, avatar: null, user_type: 'freelancer', state: 'Lagos', company_name: null, designation: null, description: null, verified_at },
  });

  it('shows on the applicant card of a verified freelancer', () => {
    const listing = { id: 3, job_title: 'Ushers', status: 'open', pricing: 'fixed', amount: '8000.00', currency: 'NGN' };
    show(ApplicantsPage, { listing, view: { sort: 'newest', min_rating: '' }, applicants: [applicant('2026-11-12T10:00:00Z', 1, 'Chidi Journey'), applicant(null, 2, 'Dayo Journey')] });
    const chidi = screen.getByRole('listitem', { name: 'Chidi Journey' });
    expect(within(chidi).getByRole('img', { name: /ID verified on 12 Nov 2026/ })).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Dayo Journey' })).queryByRole('img', { name: /ID verified/ })).toBeNull();
  });

  it('shows on a profile', () => {
    const profile = { id: 9, name: 'Chidi Journey', avatar: null, user_type: 'freelancer', state: 'Lagos', company_name: null, designation: null, description: null, verified_at: '2026-11-12T10:00:00Z' };
    show(ConnectionsPage, { area: 'employer', connections: [], profile, profileMissing: false });
    const panel = screen.getByRole('region', { name: 'Chidi Journey' });
    expect(within(panel).getByRole('img', { name: /ID verified on 12 Nov 2026/ })).toBeTruthy();
  });

  const can = { approve_amount: false, fund: false, verify: false, start: false, done: false, complete: false, cancel: false, dispute: false };
  const hire = (over: Partial<Hire>): Hire =>
    ({
      id: 7,
      status: 'approved',
      listing: { id: 3, job_id: 3, job_title: 'Garden work', job_date: '2026-12-01', job_sart_time: '09:00' },
      employer: { id: 1, name: 'Ada Obi', company_name: 'Green Ltd', verified_at: '2026-11-10T10:00:00Z' },
      freelancer: { id: 2, name: 'Tunde Bello', verified_at: null },
      currency: 'NGN',
      quoted_price: '12000.00',
      agreed_amount_minor: 1200000,
      fee_minor: 18000,
      total_minor: 1218000,
      commission_minor: 120000,
      net_minor: 1080000,
      funded_at: null,
      started_at: null,
      submitted_at: null,
      auto_complete_at: null,
      completed_at: null,
      completed_by: null,
      paid_at: null,
      cancelled_at: null,
      cancelled_by: null,
      cancel_reason: null,
      dispute: null,
      payout: null,
      can,
      ...over,
    }) as Hire;

  it('shows the other side’s badge on the hire page: the employer’s to the freelancer, none of an unverified freelancer to the employer', () => {
    show(HirePage, { party: 'freelancer', hire: hire({}), late: false });
    expect(within(screen.getByTestId('other-verified')).getByRole('img', { name: /ID verified on 10 Nov 2026/ })).toBeTruthy();
    cleanup();
    show(HirePage, { party: 'employer', hire: hire({}), late: false });
    expect(screen.queryByTestId('other-verified')).toBeNull();
    cleanup();
    show(HirePage, { party: 'employer', hire: hire({ freelancer: { id: 2, name: 'Tunde Bello', verified_at: '2026-11-11T10:00:00Z' } }), late: false });
    expect(within(screen.getByTestId('other-verified')).getByRole('img', { name: /ID verified on 11 Nov 2026/ })).toBeTruthy();
  });
});

describe('the identity page', () => {
  it('asks for the BVN, a bank and an account, with "use for payouts" for a freelancer only', () => {
    show(IdentityPage, page(null));
    expect(screen.getByRole('heading', { level: 1, name: 'Verify my identity' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('not verified yet');
    const bvn = screen.getByLabelText('BVN (Bank Verification Number)') as HTMLInputElement;
    expect(bvn.inputMode).toBe('numeric');
    expect(bvn.getAttribute('autocomplete')).toBe('off');
    expect(bvn.maxLength).toBe(11);
    expect(bvn.value).toBe('');
    expect((screen.getByLabelText('Bank') as HTMLSelectElement).options).toHaveLength(3);
    expect((screen.getByLabelText('Account number') as HTMLInputElement).inputMode).toBe('numeric');
    expect(screen.getByRole('checkbox', { name: 'Also receive my pay in this account' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verify my identity' })).toBeTruthy();
    cleanup();
    show(IdentityPage, page(null, 'employer'));
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByText(/freelancers see it on your jobs/)).toBeTruthy();
  });

  it('never writes the BVN back after a refused form, and keeps the bank and the account', () => {
    show(IdentityPage, page({}), { actionData: { values: { bank_code: '044', account_number: '0123456789', use_for_payouts: true }, fieldErrors: { bvn: 'identity.v.bvn' } } });
    const bvn = screen.getByLabelText('BVN (Bank Verification Number)') as HTMLInputElement;
    expect(bvn.value).toBe('');
    expect(bvn.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('A BVN is 11 digits')).toBeTruthy();
    expect((screen.getByLabelText('Bank') as HTMLSelectElement).value).toBe('044');
    expect((screen.getByLabelText('Account number') as HTMLInputElement).value).toBe('0123456789');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(document.body.innerHTML).not.toContain('22212345678');
  });

  it('posts the form as it is typed', async () => {
    let posted: Record<string, string> | null = null;
    show(IdentityPage, page(null), {
      action: async ({ request }) => {
        posted = Object.fromEntries(await request.formData()) as Record<string, string>;
        return null;
      },
    });
    fireEvent.change(screen.getByLabelText('BVN (Bank Verification Number)'), { target: { value: '22212345678' } });
    fireEvent.change(screen.getByLabelText('Bank'), { target: { value: '058' } });
    fireEvent.change(screen.getByLabelText('Account number'), { target: { value: '0123456789' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Verify my identity' }));
    await waitFor(() => expect(posted).toMatchObject({ bvn: '22212345678', bank_code: '058', account_number: '0123456789', use_for_payouts: 'on' }));
  });

  it('while checking: says so, offers Refresh, hides the form, and reloads its data a few times only', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let loads = 0;
      const C = IdentityPage as unknown as ComponentType<{ loaderData: unknown }>;
      const Stub = createRoutesStub([
        {
          path: '/freelancer/account/identity',
          Component: () => (
            <I18nProvider locale="en" dict={dictOf('en')}>
              <C loaderData={page({ status: 'checking', requested_at: '2026-11-12T10:00:00Z' })} />
            </I18nProvider>
          ),
          loader: () => {
            loads += 1;
            return null;
          },
        },
      ]);
      render(<Stub initialEntries={['/freelancer/account/identity']} />);
      await screen.findByRole('heading', { level: 1 });
      expect(screen.getByRole('status').textContent).toContain('We are checking your identity with your bank');
      expect(screen.getByRole('link', { name: 'Refresh' })).toBeTruthy();
      expect(screen.queryByLabelText('BVN (Bank Verification Number)')).toBeNull();
      const first = loads;
      const wait = async (ms: number) => {
        for (let step = 0; step < ms / 5000; step += 1) await act(() => vi.advanceTimersByTimeAsync(5000));
      };
      await wait(120_000);
      expect(loads - first).toBe(5);
      expect(screen.getByRole('status').textContent).toContain('Still checking');
      await wait(600_000);
      expect(loads - first).toBe(5);
    } finally {
      vi.useRealTimers();
    }
  });

  it('verified: the badge, the date and the bank ····last4, no form', () => {
    show(IdentityPage, page({ status: 'verified', verified_at: '2026-11-12T10:00:00Z', bank_name: 'Access Bank', account_last4: '6789' }));
    const status = screen.getByRole('status');
    expect(within(status).getByRole('img', { name: /ID verified on 12 Nov 2026/ })).toBeTruthy();
    expect(status.textContent).toContain('Your identity was verified on 12 Nov 2026.');
    expect(status.textContent).toContain('Access Bank ····6789');
    expect(screen.queryByRole('button', { name: 'Verify my identity' })).toBeNull();
  });

  it('failed: the reason and the tries left, and the form again', () => {
    show(IdentityPage, page({ status: 'failed', reason: 'The name on this BVN does not match your profile', attempts_left_today: 2 }));
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('The check did not succeed: The name on this BVN does not match your profile');
    expect(status.textContent).toContain('2 tries left today.');
    expect(screen.getByRole('heading', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByLabelText('BVN (Bank Verification Number)')).toBeTruthy();
  });

  it('locked: until when, and no form', () => {
    const until = new Date(Date.now() + 3_600_000).toISOString();
    show(IdentityPage, page({ status: 'failed', reason: 'Your bank could not confirm this BVN and account', attempts_left_today: 0, locked_until: until }));
    expect(screen.getByRole('status').textContent).toContain('Too many tries: you can try again after');
    expect(screen.queryByLabelText('BVN (Bank Verification Number)')).toBeNull();
  });

  it('revoked: the administrator’s reason, and the form', () => {
    show(IdentityPage, page({ status: 'revoked', reason: 'Documents did not match' }));
    expect(screen.getByRole('status').textContent).toContain('An administrator removed your badge: Documents did not match');
    expect(screen.getByLabelText('BVN (Bank Verification Number)')).toBeTruthy();
  });

  it('says when the check cannot be read, with a way to try again', () => {
    show(IdentityPage, { ...page(null), identityError: 'hires.unreachable' });
    expect(screen.getByRole('alert').textContent).toContain(en.hires.unreachable);
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/freelancer/account/identity');
    expect(screen.queryByLabelText('BVN (Bank Verification Number)')).toBeNull();
  });

  it('speaks French', () => {
    show(IdentityPage, page({ status: 'failed', reason: 'Votre banque n’a pas pu confirmer ce BVN', attempts_left_today: 1 }), { locale: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Vérifier mon identité' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Encore 1 essai aujourd’hui.');
    expect(screen.getByLabelText('BVN (numéro de vérification bancaire)')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Recevoir aussi ma paie sur ce compte' })).toBeTruthy();
  });

  it('identityView: locked while locked_until is ahead, else the status', () => {
    const now = new Date('2026-11-12T10:00:00Z');
    expect(identityView(null, now)).toBe('none');
    expect(identityView(identity({ status: 'checking' }), now)).toBe('checking');
    expect(identityView(identity({ status: 'failed', locked_until: '2026-11-12T23:00:00Z' }), now)).toBe('locked');
    expect(identityView(identity({ status: 'failed', locked_until: '2026-11-12T09:00:00Z' }), now)).toBe('failed');
    expect(identityView(identity({ status: 'none', locked_until: '2026-11-12T23:00:00Z' }), now)).toBe('locked');
  });

  it('the dashboard prompts to verify until verified, then shows the badge', () => {
    inI18n(<IdentityPrompt identity={identity({})} party="freelancer" />);
    expect(screen.getByRole('link', { name: 'Verify my identity' }).getAttribute('href')).toBe('/freelancer/account/identity');
    cleanup();
    inI18n(<IdentityPrompt identity={identity({ status: 'verified', verified_at: '2026-11-12T10:00:00Z' })} party="employer" />);
    expect(screen.getByRole('img', { name: /ID verified/ })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('never pay to apply', () => {
  const job = { id: 4, job_title: 'Ushers', status: 'open', pricing: 'fixed', amount: '8000.00', currency: 'NGN', pictures: [], applied: false, application: null, bookmarked: false, connected: false };

  it('shows beside Apply on the freelancer’s job page and the public one', () => {
    show(DetailsPage, { job, pictures: [] });
    const apply = screen.getByRole('region', { name: 'Apply' });
    expect(within(apply).getByRole('note').textContent).toBe(NEVER_PAY_NOTICE.en);
    cleanup();
    show(PublicJobPage, { job, pictures: [], userType: null, share: { title: job.job_title, text: job.job_title, link: 'https://gig.example/jobs/1?lang=fr&ref=share' } }, { locale: 'fr' });
    expect(screen.getByTestId('never-pay').textContent).toBe(NEVER_PAY_NOTICE.fr);
  });

  const thread = (over: Partial<Thread> = {}): Thread => ({
    application_id: 5,
    listing_id: 9,
    job_title: 'Paint a fence',
    status: 'pending',
    role: 'freelancer',
    other: { id: 1, name: 'Ada Obi' },
    approved: false,
    mask_note: null,
    blocked_by_me: false,
    blocked_by_them: false,
    unread: 0,
    items: [],
    ...over,
  }) as Thread;

  it('opens every thread with the API’s safety notice, or the site’s words without one', () => {
    show(ThreadPage, { party: 'freelancer', thread: thread({ safety_notice: 'Never pay to apply. Words from the API.' }) });
    const note = screen.getByTestId('never-pay');
    expect(note.textContent).toBe('Never pay to apply. Words from the API.');
    expect(note.querySelector('strong')?.textContent).toBe('Never pay to apply.');
    expect(note.compareDocumentPosition(screen.getByText('No messages yet: say hello.')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    cleanup();
    show(ThreadPage, { party: 'employer', thread: thread() }, { locale: 'fr' });
    expect(screen.getByTestId('never-pay').textContent).toBe(NEVER_PAY_NOTICE.fr);
  });
});

describe('report this job', () => {
  const job = { id: 4, job_title: 'Ushers', status: 'open', pricing: 'fixed', amount: '8000.00', currency: 'NGN', pictures: [], applied: false, application: null, bookmarked: false, connected: false };

  it('opens behind a disclosure with the four reasons and a note, and posts them', async () => {
    let posted: Record<string, string> | null = null;
    show(DetailsPage, { job, pictures: [] }, {
      action: async ({ request }) => {
        posted = Object.fromEntries(await request.formData()) as Record<string, string>;
        return null;
      },
    });
    const details = screen.getByText('Report this job').closest('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(screen.getByText('Report this job'));
    const reasons = within(details).getAllByRole('radio').map((r) => (r.closest('label') as HTMLElement).textContent);
    expect(reasons).toEqual(['It asks for money', 'It looks fake', 'It seems unsafe', 'Something else']);
    fireEvent.click(within(details).getByRole('radio', { name: 'It asks for money' }));
    fireEvent.change(within(details).getByLabelText('What happened (optional)'), { target: { value: 'Asked ₦5,000 for a uniform' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Send the report' }));
    await waitFor(() => expect(posted).toMatchObject({ intent: 'report', reason: 'asks_for_money', note: 'Asked ₦5,000 for a uniform' }));
  });

  it('says it was sent, or that it was already reported, where it was asked', () => {
    show(DetailsPage, { job, pictures: [] }, { actionData: { intent: 'report', outcome: 'sent' } });
    const details = screen.getByText('Report this job').closest('details')!;
    expect(details.open).toBe(true);
    expect(within(details).getByRole('status').textContent).toBe('Thank you: we will look at this job.');
    cleanup();
    show(DetailsPage, { job, pictures: [] }, { actionData: { intent: 'report', outcome: 'already' }, locale: 'fr' });
    expect(screen.getByRole('status').textContent).toBe('Vous avez déjà signalé cette mission. Nous allons l’examiner.');
  });

  it('marks a missing reason and keeps the disclosure open', () => {
    show(DetailsPage, { job, pictures: [] }, { actionData: { intent: 'report', fieldErrors: { reason: 'safety.reasonRequired' } } });
    const details = screen.getByText('Report this job').closest('details')!;
    expect(details.open).toBe(true);
    expect(within(details).getByRole('group', { name: 'What is wrong?' }).getAttribute('aria-invalid')).toBe('true');
    expect(within(details).getByText('Choose what is wrong')).toBeTruthy();
  });
});

describe('the employer’s reported jobs', () => {
  it('says a job is under review or taken down (with why), and offers no Reopen for either', () => {
    const listing = (over: object) => ({ id: 1, job_title: 'Ushers', status: 'closed', closed_reason: 'moderation', pricing: 'fixed', amount: '5000', currency: 'NGN', ...over });
    show(ListingsPage, {
      items: [listing({ moderation: 'hidden' }), listing({ id: 2, job_title: 'Cooks', moderation: 'taken_down', moderation_reason: 'Asks applicants for a fee' }), listing({ id: 3, job_title: 'Guards', closed_reason: 'employer', moderation: 'visible' })],
      status: 'closed',
      total: 3,
      page: 1,
      pages: 1,
    });
    const ushers = screen.getByRole('link', { name: 'Ushers' }).closest('li')!;
    expect(within(ushers).getByText('Under review', { selector: '.pill' })).toBeTruthy();
    expect(ushers.textContent).toContain('Hidden from search while GigMarket reviews a report about this job.');
    expect(within(ushers).queryByRole('button', { name: 'Reopen' })).toBeNull();
    const cooks = screen.getByRole('link', { name: 'Cooks' }).closest('li')!;
    expect(within(cooks).getByText('Taken down by GigMarket', { selector: '.pill' })).toBeTruthy();
    expect(cooks.textContent).toContain('GigMarket took this job down: Asks applicants for a fee');
    expect(within(cooks).queryByRole('button', { name: 'Reopen' })).toBeNull();
    const guards = screen.getByRole('link', { name: 'Guards' }).closest('li')!;
    expect(within(guards).getAllByRole('button', { name: /Reopen/ }).length).toBeGreaterThan(0);
  });
});
