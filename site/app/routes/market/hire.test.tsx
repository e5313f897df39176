import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '~/locales/en';
import fr from '~/locales/fr';
import type { BankAccount, Hire, Payment, Wallet } from '~/utils/hires';
import { I18nProvider, type Dict } from '~/utils/i18n';
import ApplicantsPage from '~/routes/employer/applicants';
import ApplicationsPage from '~/routes/freelancer/applications';
import BankAccountPage from '~/routes/freelancer/bank-account';
import MoneyPage from '~/routes/freelancer/money';
import PaymentsPage from '~/routes/employer/payments';
import ReceiptPage from '~/routes/employer/payment';
import { shellLinks } from '~/components/user-shell';
import DetailsPage from '~/routes/freelancer/details';
import ListingsPage from '~/routes/employer/listings';
import { netRange } from '~/utils/hires';
import HirePage from './hire';
import HiresPage from './hires';

afterEach(cleanup);

const plain = (s: string | null | undefined) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

// The fixtures below are partial answers: what each test needs of the API's `HireViewDto`.
const can = { approve_amount: false, fund: false, verify: false, start: false, done: false, complete: false, cancel: false, dispute: false } as Hire['can'];

function makeHire(over: Partial<Hire> = {}): Hire {
  return {
    id: 7,
    status: 'approved',
    listing: { id: 3, job_id: 3, job_title: 'Garden work', job_date: '2026-12-01', job_sart_time: '09:00' },
    employer: { id: 1, name: 'Ada Obi', company_name: 'Green Ltd' },
    freelancer: { id: 2, name: 'Tunde Bello' },
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
    ...over,
    can: { ...can, ...over.can },
  } as Hire;
}

/** Renders a route component with its loader data (and optional action), in English or French. */
function show(Component: unknown, loaderData: unknown, { locale = 'en', action, actionData }: { locale?: string; action?: (a: { request: Request }) => unknown; actionData?: unknown } = {}) {
  const C = Component as ComponentType<{ loaderData: unknown; actionData?: unknown }>;
  const Stub = createRoutesStub([
    {
      path: '/page',
      Component: () => (
        <I18nProvider locale={locale} dict={(locale === 'fr' ? fr : en) as unknown as Dict}>
          <C loaderData={loaderData} actionData={actionData} />
        </I18nProvider>
      ),
      action: action ?? (() => null),
    },
  ]);
  return render(<Stub initialEntries={['/page']} />);
}

describe('hire page, employer', () => {
  it('shows the amounts from kobo, the timeline, the amount form and the pay step while approved', () => {
    show(HirePage, { party: 'employer', hire: makeHire({ can: { ...can, approve_amount: true, fund: true, cancel: true } }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Garden work' })).toBeTruthy();
    expect(screen.getByText('Approved', { selector: '.pill' })).toBeTruthy();
    const amounts = screen.getByRole('region', { name: 'Amounts' });
    expect(plain(amounts.textContent)).toContain('Agreed amount₦12,000');
    expect(plain(amounts.textContent)).toContain('Payment fee₦180');
    expect(plain(amounts.textContent)).toContain('Total to pay₦12,180');
    const steps = within(screen.getByRole('region', { name: 'Progress' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual(['✓Approved: done', 'Funded: not yet', 'Checked in: not yet', 'Work done: not yet', 'Completed: not yet', 'Paid: not yet']);
    expect((screen.getByLabelText('Agreed amount (NGN)') as HTMLInputElement).value).toBe('12000.00');
    expect(screen.getByRole('button', { name: 'Save the amount' })).toBeTruthy();
    // Where things stand, and the one thing to do, pinned: pay, with the total on the button.
    expect(plain(screen.getByRole('region', { name: 'Where things stand' }).textContent)).toContain('You hired Tunde Bello. Pay ₦12,180 to confirm');
    const primary = screen.getByTestId('primary-action');
    const pay = within(primary).getByRole('group', { name: 'Pay ₦12,180' });
    expect(plain(pay.textContent)).toContain('You will pay ₦12,180 (₦12,000 plus a ₦180 payment fee)');
    expect(within(pay).getByRole('button', { name: 'Pay ₦12,180' })).toBeTruthy();
    // The rest behind "More": the amount form and the cancellation.
    const more = screen.getByText('More', { selector: 'summary' }).closest('details')!;
    expect(more.open).toBe(false);
    expect(within(more).getByRole('button', { name: 'Save the amount' })).toBeTruthy();
    expect(within(within(more).getByRole('group', { name: 'Cancel hire' })).getByRole('button', { name: 'Cancel hire' })).toBeTruthy();
    expect(within(primary).queryByRole('group', { name: 'Cancel hire' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Confirm completion' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
  });

  it('posts the pay step with its intent', async () => {
    const action = vi.fn(async ({ request }: { request: Request }) => Object.fromEntries(await request.formData()));
    show(HirePage, { party: 'employer', hire: makeHire({ can: { ...can, fund: true } }) }, { action });
    fireEvent.click(within(screen.getByRole('group', { name: 'Pay ₦12,180' })).getByRole('button', { name: 'Pay ₦12,180' }));
    await vi.waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    await expect(action.mock.results[0]!.value).resolves.toMatchObject({ intent: 'fund' });
  });

  it('on a shift with others unpaid, asks this shift or all of them, as a labelled radio group, and posts the choice (English and French)', async () => {
    const fundAll = { shifts: 3, agreed_minor: 3600000, fee_minor: 54000, total_minor: 3654000 };
    const action = vi.fn(async ({ request }: { request: Request }) => Object.fromEntries(await request.formData()));
    show(HirePage, { party: 'employer', hire: makeHire({ fund_all: fundAll, can: { ...can, fund: true } }) }, { action });
    const pay = within(screen.getByTestId('primary-action')).getByRole('group', { name: 'Pay for the shifts' });
    const choice = within(pay).getByRole('group', { name: 'What do you pay for?' });
    const next = within(choice).getByRole('radio', { name: 'Pay this shift (₦12,180)' }) as HTMLInputElement;
    const all = within(choice).getByRole('radio', { name: 'Pay all 3 shifts (₦36,540)' }) as HTMLInputElement;
    expect(next.checked).toBe(true);
    expect(plain(pay.textContent)).toContain('All the shifts: ₦36,000 plus ₦540 in payment fees');
    fireEvent.click(all);
    expect(all.checked).toBe(true);
    fireEvent.click(within(pay).getByRole('button', { name: 'Pay for the shifts' }));
    await vi.waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    await expect(action.mock.results[0]!.value).resolves.toMatchObject({ intent: 'fund', cover: 'all' });
    cleanup();

    show(HirePage, { party: 'employer', hire: makeHire({ fund_all: fundAll, can: { ...can, fund: true } }) }, { locale: 'fr' });
    const choix = screen.getByRole('group', { name: 'Que payez-vous\u00a0?' });
    expect(plain(within(choix).getByRole('radio', { name: /Payer les 3 créneaux/ }).closest('label')!.textContent)).toContain('36 540');
    cleanup();

    // One shift left unpaid: the single Pay step, as for any hire.
    show(HirePage, { party: 'employer', hire: makeHire({ fund_all: { ...fundAll, shifts: 1 }, can: { ...can, fund: true } }) });
    expect(screen.getByRole('group', { name: 'Pay ₦12,180' })).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('offers completion and dispute once the work is done, with the auto-completion time', () => {
    show(HirePage, {
      party: 'employer',
      hire: makeHire({ status: 'submitted', funded_at: '2026-11-20T10:00:00Z', started_at: '2026-11-21T08:00:00Z', submitted_at: '2026-11-21T17:00:00Z', auto_complete_at: '2026-11-24T17:00:00Z', can: { ...can, complete: true, dispute: true } }),
    });
    expect(screen.getByText('Work done', { selector: '.pill' })).toBeTruthy();
    expect(screen.getByText(/Completes by itself on 24 Nov 2026/)).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Confirm completion' })).getByRole('button', { name: 'Confirm completion' })).toBeTruthy();
    const dispute = screen.getByRole('group', { name: 'Open a dispute' });
    expect(within(dispute).getByLabelText('Reason')).toBeTruthy();
    expect(within(dispute).getByRole('button', { name: 'Open a dispute' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel hire' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pay to hire' })).toBeNull();
  });

  it('shows a field error and keeps the dispute open after a refused reason', () => {
    show(HirePage, { party: 'employer', hire: makeHire({ status: 'in_progress', can: { ...can, dispute: true } }) }, { actionData: { intent: 'dispute', fieldErrors: { reason: 'hires.reasonRequired' } } });
    const details = screen.getByRole('group', { name: 'Open a dispute' }).closest('details')!;
    expect(details.open).toBe(true);
    expect(screen.getByText('Give a reason (at most 500 characters)')).toBeTruthy();
  });
});

describe('hire page, after the end', () => {
  it('tells how a dispute was resolved and who completed the hire', () => {
    show(HirePage, {
      party: 'freelancer',
      hire: makeHire({ status: 'completed', completed_by: 'auto', dispute: { id: 1, reason: 'Late', opened_by: 1, status: 'resolved', resolution: 'release', freelancer_amount_minor: null, resolved_at: '2026-11-25T10:00:00Z' } as Hire['dispute'] }),
    });
    expect(screen.getByText('Completed', { selector: '.pill' })).toBeTruthy();
    expect(screen.getByText('Dispute resolved: the money was released to the freelancer')).toBeTruthy();
    expect(screen.getByText('Completed automatically')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('shows why a hire was cancelled', () => {
    show(HirePage, { party: 'employer', hire: makeHire({ status: 'cancelled', cancelled_at: '2026-11-21T10:00:00Z', cancel_reason: 'Found someone closer' }) });
    expect(screen.getByText('Cancelled', { selector: '.pill' })).toBeTruthy();
    expect(screen.getByText('Cancelled on 21 Nov 2026: Found someone closer')).toBeTruthy();
  });

  it('names a reason code in words, with the note', () => {
    show(HirePage, { party: 'employer', hire: makeHire({ status: 'cancelled', cancelled_at: '2026-11-21T10:00:00Z', cancel_reason: 'schedule_changed', cancel_note: 'Rain' }) });
    expect(screen.getByText(/Cancelled on 21 Nov 2026: My schedule changed/).textContent).toContain('(Rain)');
  });

  it('warns the employer that a late cancellation of a funded hire pays the freelancer', () => {
    show(HirePage, { party: 'employer', late: true, hire: makeHire({ status: 'funded', can: { ...can, cancel: true } }) });
    expect(screen.getByRole('combobox', { name: 'Reason' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Note (optional)' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('A late cancellation pays the freelancer 20% of the amount');
    cleanup();
    show(HirePage, { party: 'employer', late: false, hire: makeHire({ status: 'funded', can: { ...can, cancel: true } }) });
    expect(screen.queryByText(/late cancellation pays/)).toBeNull();
  });

  it('offers "Report a no-show" behind a question when the API allows it', () => {
    show(HirePage, { party: 'employer', hire: makeHire({ status: 'funded', can: { ...can, report_no_show: true } }) });
    expect(screen.getByRole('group', { name: 'Report a no-show' }).textContent).toContain('Tunde Bello did not check in?');
    expect(screen.getByRole('button', { name: 'Report a no-show' })).toBeTruthy();
  });

  it('offers the rating form after completion, then the thanks', () => {
    const rating = { mine: null, theirs: null, can_rate: true, window_ends_at: '2026-12-05T10:00:00Z' };
    show(HirePage, { party: 'employer', hire: makeHire({ status: 'completed', rating }) });
    expect(screen.getByRole('region', { name: 'Rate this hire' })).toBeTruthy();
    // Rating is the one thing left: the pinned action leads to the form.
    expect(within(screen.getByTestId('primary-action')).getByRole('link', { name: 'Rate Tunde Bello' }).getAttribute('href')).toBe('#rating-h');
    expect(screen.queryByText('More', { selector: 'summary' })).toBeNull();
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeTruthy();
    cleanup();
    const mine = { id: 1, application_id: 7, rater_id: 1, ratee_id: 2, stars: 5, comment: null, hidden: false, created_at: '2026-11-22T10:00:00Z', revealed: false };
    show(HirePage, { party: 'employer', hire: makeHire({ status: 'completed', rating: { ...rating, can_rate: false, mine } }) });
    expect(screen.getByText('Thanks: your rating shows once both of you have rated, or in 14 days')).toBeTruthy();
  });
});

describe('hire page, one next step for each side', () => {
  it('names where things stand and pins the one action, for each side and state', () => {
    const cases: Array<[Parameters<typeof makeHire>[0], 'employer' | 'freelancer', string, string | null]> = [
      [{ status: 'funded', can: { ...can, start: true, cancel: true } }, 'freelancer', 'The pay is held safely. Check in when you arrive at the job.', 'Check in'],
      [{ status: 'in_progress', can: { ...can, done: true } }, 'freelancer', 'You checked in. When the work is finished, mark it done.', 'Mark work done'],
      [{ status: 'submitted', can: { ...can, complete: true, dispute: true } }, 'employer', 'Tunde Bello marked the work done. Check it, then confirm to release the pay.', 'Confirm completion'],
      [{ status: 'funded', can }, 'employer', 'Paid and held safely. Tunde Bello checks in when the job starts; you will be told.', null],
    ];
    for (const [hire, party, lead, action] of cases) {
      show(HirePage, { party, hire: makeHire(hire) });
      expect(plain(screen.getByRole('region', { name: 'Where things stand' }).querySelector('.next-step-lead')!.textContent)).toBe(lead);
      if (action) expect(within(screen.getByTestId('primary-action')).getByRole('button', { name: action })).toBeTruthy();
      else expect(screen.queryByTestId('primary-action')).toBeNull();
      cleanup();
    }
  });
});

describe('hire page, freelancer', () => {
  it('says the hire is funded and safe to start, offers Check in and shows the net amount', () => {
    show(HirePage, { party: 'freelancer', hire: makeHire({ status: 'funded', funded_at: '2026-11-20T10:00:00Z', can: { ...can, start: true, cancel: true, dispute: true } }) });
    expect(screen.getByRole('status').textContent).toContain('Funded: safe to start');
    expect(screen.getByText('Funded', { selector: '.pill' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check in' })).toBeTruthy();
    const amounts = plain(screen.getByRole('region', { name: 'Amounts' }).textContent);
    expect(amounts).toContain('Commission₦1,200');
    expect(amounts).toContain('You will receive₦10,800');
    expect(amounts).not.toContain('Total to pay');
    expect(screen.getByText(/payment fee is not refunded/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark work done' })).toBeNull();
  });

  it('lets the freelancer contest a reported no-show with a note', () => {
    show(HirePage, { party: 'freelancer', hire: makeHire({ status: 'refunded', cancel_reason: 'no_show', cancelled_at: '2026-11-21T10:00:00Z', no_show: { id: 4, status: 'reported', created_at: '2026-11-21T10:00:00Z', contest_ends_at: '2026-11-28T10:00:00Z' }, can: { ...can, contest_no_show: true } }) });
    expect(screen.getByText(/A no-show was reported for this hire/)).toBeTruthy();
    expect(screen.queryByText(/Cancelled on/)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'What happened' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Contest the no-show' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Report a no-show' })).toBeNull();
  });

  it('warns the freelancer that a late cancellation lowers their reliability', () => {
    show(HirePage, { party: 'freelancer', late: true, hire: makeHire({ status: 'funded', can: { ...can, cancel: true } }) }, { locale: 'fr' });
    expect(screen.getByRole('alert').textContent).toBe('Annuler moins de 24 heures avant le début fait baisser votre fiabilité.');
    expect(screen.getByRole('option', { name: 'Problème de sécurité' })).toBeTruthy();
  });

  it('offers Mark work done while in progress', () => {
    show(HirePage, { party: 'freelancer', hire: makeHire({ status: 'in_progress', can: { ...can, done: true } }) });
    expect(screen.getByText('In progress', { selector: '.pill' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark work done' })).toBeTruthy();
  });

  it('speaks French', () => {
    show(HirePage, { party: 'freelancer', hire: makeHire({ status: 'funded', can: { ...can, start: true } }) }, { locale: 'fr' });
    expect(screen.getByRole('status').textContent).toContain('Financée\u00a0: vous pouvez commencer');
    expect(screen.getByRole('button', { name: 'Pointer l’arrivée' })).toBeTruthy();
    expect(plain(screen.getByRole('region', { name: 'Montants' }).textContent)).toContain('10 800 ₦');
  });
});

describe('hire page, the job’s clock and both sides of a dispute', () => {
  it('asks before a check-in and before marking the work done, and posts each step', async () => {
    const action = vi.fn(async ({ request }: { request: Request }) => Object.fromEntries(await request.formData()));
    show(HirePage, { party: 'freelancer', hire: makeHire({ status: 'funded', can: { ...can, start: true } }) }, { action });
    const checkIn = screen.getByRole('group', { name: 'Check in' });
    expect(checkIn.closest('details')!.open).toBe(false);
    expect(checkIn.textContent).toContain('Check in now? Do it when you arrive at the job: Green Ltd sees the time you checked in.');
    fireEvent.click(within(checkIn).getByRole('button', { name: 'Check in' }));
    await vi.waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    await expect(action.mock.results[0]!.value).resolves.toMatchObject({ intent: 'start' });
    cleanup();
    show(HirePage, { party: 'freelancer', hire: makeHire({ status: 'in_progress', can: { ...can, done: true } }) });
    expect(screen.getByRole('group', { name: 'Mark work done' }).textContent).toContain('Green Ltd is asked to confirm it');
  });

  it('tells the freelancer when the check-in opens, and the employer when a no-show can be reported', () => {
    show(HirePage, { party: 'freelancer', hire: makeHire({ status: 'funded', check_in_opens_at: '2026-12-01T07:30:00Z', can: { ...can, cancel: true } }) });
    expect(screen.getByText('You can check in from 1 Dec 2026, 08:30, 30 minutes before the job starts.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
    cleanup();
    show(HirePage, { party: 'freelancer', hire: makeHire({ status: 'in_progress', starts_at: '2026-12-01T08:00:00Z' }) });
    expect(screen.getByText('You can mark the work done once the job has started (1 Dec 2026, 09:00).')).toBeTruthy();
    cleanup();
    show(HirePage, { party: 'employer', hire: makeHire({ status: 'funded', no_show_from: '2026-12-01T09:00:00Z' }) });
    expect(screen.getByText('If Tunde Bello has not checked in by 1 Dec 2026, 10:00, you can report a no-show.')).toBeTruthy();
  });

  const disputed = (statements: NonNullable<Hire['dispute']>['statements']) =>
    makeHire({ status: 'disputed', dispute: { id: 5, reason: 'Two rooms not cleaned', opened_by: 1, status: 'open', resolution: null, freelancer_amount_minor: null, resolved_at: null, statements } });
  const opener = { user_id: 1, side: 'employer' as const, statement: 'Two rooms not cleaned', photo: null, created_at: '2026-11-22T10:00:00Z' };

  it('lets the other side answer a dispute with a statement and a photo, and posts it', async () => {
    const action = vi.fn(async ({ request }: { request: Request }) => Object.fromEntries(await request.formData()));
    show(HirePage, { party: 'freelancer', hire: { ...disputed([opener]), can: { ...can, answer_dispute: true } } }, { action });
    const section = screen.getByRole('region', { name: 'Dispute' });
    expect(section.textContent).toContain('Green Ltd opened the dispute');
    expect(section.textContent).toContain('Two rooms not cleaned');
    fireEvent.change(within(section).getByLabelText('Your side of the story'), { target: { value: 'Two rooms were locked all day' } });
    expect(within(section).getByLabelText('A photo (optional)')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Send my answer' }));
    await vi.waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    await expect(action.mock.results[0]!.value).resolves.toMatchObject({ intent: 'answer', statement: 'Two rooms were locked all day' });
  });

  it('shows both statements to the opener, who cannot answer their own dispute', () => {
    const answer = { user_id: 2, side: 'freelancer' as const, statement: 'Two rooms were locked all day', photo: 'a1b2.webp', created_at: '2026-11-23T10:00:00Z' };
    show(HirePage, { party: 'employer', hire: disputed([opener, answer]) }, { locale: 'fr' });
    const section = screen.getByRole('region', { name: 'Litige' });
    expect(section.textContent).toContain('Vous avez ouvert le litige');
    expect(section.textContent).not.toContain('Vous a ');
    expect(section.textContent).toContain('Tunde Bello a répondu');
    expect(within(section).getByRole('link', { name: 'Voir la photo' }).getAttribute('href')).toBe('/uploads/a1b2.webp');
    expect(within(section).queryByRole('button')).toBeNull();
    cleanup();
    show(HirePage, { party: 'freelancer', hire: disputed([opener, answer]) }, { locale: 'fr' });
    expect(screen.getByRole('region', { name: 'Litige' }).textContent).toContain('Vous avez répondu');
    cleanup();
    show(HirePage, { party: 'employer', hire: disputed([opener]) });
    expect(screen.getByText('Waiting for Tunde Bello to answer.')).toBeTruthy();
  });

  it('after a split, the banner names what was released, and asks for a bank account when the money waits for one', () => {
    const settlement = { released_minor: 1_080_000, commission_minor: 120_000, refunded_minor: 600_000, refund_sent_minor: 600_000, paid_out_minor: 0 };
    const waiting = makeHire({ status: 'completed', net_minor: 1_620_000, settlement, payout: { status: 'awaiting_account', reference: 'GM-PO-1', amount_minor: 1_080_000 } });
    show(HirePage, { party: 'freelancer', hire: waiting }, { locale: 'fr' });
    const banner = plain(screen.getByRole('region', { name: 'Où en est l’embauche' }).textContent);
    expect(banner).toContain('10 800 ₦ attend votre compte bancaire');
    expect(banner).not.toContain('16 200');
    expect(screen.getByRole('link', { name: 'Ajouter un compte bancaire' }).getAttribute('href')).toBe('/freelancer/bank-account');
    cleanup();
    show(HirePage, { party: 'freelancer', hire: { ...waiting, payout: { status: 'pending', reference: 'GM-PO-1', amount_minor: 1_080_000 } } });
    expect(plain(screen.getByRole('region', { name: 'Where things stand' }).textContent)).toContain('Completed: ₦10,800 is on its way to your bank.');
    expect(screen.queryByRole('link', { name: 'Add a bank account' })).toBeNull();
  });

  it('after a split, shows what was actually released, kept and refunded, not what was promised', () => {
    const settlement = { released_minor: 540000, commission_minor: 60000, refunded_minor: 600000, refund_sent_minor: 600000, paid_out_minor: 540000 };
    show(HirePage, { party: 'freelancer', hire: makeHire({ status: 'paid', settlement }) });
    const freelancer = plain(screen.getByRole('region', { name: 'Amounts' }).textContent);
    expect(freelancer).toContain('Refunded to the employer₦6,000');
    expect(freelancer).toContain('Commission₦600');
    expect(freelancer).toContain('Yours, after commission₦5,400');
    expect(freelancer).toContain('Paid to your bank₦5,400');
    expect(freelancer).not.toContain('You will receive');
    cleanup();
    show(HirePage, { party: 'employer', hire: makeHire({ status: 'paid', settlement }) });
    const employer = plain(screen.getByRole('region', { name: 'Amounts' }).textContent);
    expect(employer).toContain('Released to the freelancer₦6,000');
    expect(employer).toContain('Refunded to you₦6,000');
    expect(employer).toContain('Refund sent back to your account₦6,000');
  });

  it('promises no payout on a refunded hire', () => {
    const settlement = { released_minor: 0, commission_minor: 0, refunded_minor: 1200000, refund_sent_minor: 0, paid_out_minor: 0 };
    show(HirePage, { party: 'freelancer', hire: makeHire({ status: 'refunded', cancel_reason: 'schedule_conflict', cancelled_at: '2026-11-21T10:00:00Z', settlement }) });
    const amounts = plain(screen.getByRole('region', { name: 'Amounts' }).textContent);
    expect(amounts).toContain('Yours, after commission₦0');
    expect(amounts).not.toContain('You will receive');
    expect(amounts).not.toContain('Paid to your bank');
  });

  it('shows the employer how many positions are filled', () => {
    show(HirePage, { party: 'employer', hire: makeHire({ listing: { id: 3, job_id: 3, job_title: 'Garden work', job_date: '2026-12-01', job_sart_time: '09:00', positions: 3, positions_filled: 2 } }) });
    expect(screen.getByText('2 of 3 hired')).toBeTruthy();
  });
});

describe('jobs that fill, and the net before applying', () => {
  const job = { id: 3, job_title: 'Garden work', status: 'open', pricing: 'fixed', amount: '25000.00', currency: 'NGN', applied: false, application: null, bookmarked: false, connected: false, commission_percent: '10.00' };

  it('tells the freelancer what they receive after the commission, next to Apply', () => {
    show(DetailsPage, { job, pictures: [] });
    expect(plain(screen.getByTestId('net-after-fee').textContent)).toBe('You receive ₦22,500 after the 10% fee');
    cleanup();
    show(DetailsPage, { job: { ...job, pricing: 'range', amount: null, min_amount: '10000', max_amount: '15000.50', commission_percent: '7.5' }, pictures: [] }, { locale: 'fr' });
    expect(plain(screen.getByTestId('net-after-fee').textContent)).toBe('Vous recevez 9 250 ₦ – 13 875,46 ₦ après les frais de 7,5 %');
  });

  it('follows a quote typed in the price box, and goes back to the job’s pay when it is cleared', () => {
    show(DetailsPage, { job, pictures: [] });
    const box = screen.getByLabelText('Your price (optional)');
    fireEvent.change(box, { target: { value: '18,500' } });
    expect(plain(screen.getByTestId('net-after-fee').textContent)).toBe('You receive ₦16,650 after the 10% fee');
    fireEvent.change(box, { target: { value: 'abc' } });
    expect(plain(screen.getByTestId('net-after-fee').textContent)).toBe('You receive ₦22,500 after the 10% fee');
    fireEvent.change(box, { target: { value: '' } });
    expect(plain(screen.getByTestId('net-after-fee').textContent)).toBe('You receive ₦22,500 after the 10% fee');
  });

  it('rounds the commission half up to the kobo, as the API does', () => {
    expect(netRange({ pricing: 'fixed', amount: '100.05', currency: 'NGN' }, '10', 'en')).toBe('₦90.04');
    expect(netRange({ pricing: 'fixed', amount: null }, '10', 'en')).toBeNull();
  });

  it('shows the employer “2 of 3 hired” and a filled job as Filled', () => {
    const listing = (over: object) => ({ id: 1, job_title: 'Ushers', status: 'open', pricing: 'fixed', amount: '5000', currency: 'NGN', positions: 3, positions_filled: 2, ...over });
    show(ListingsPage, { items: [listing({}), listing({ id: 2, job_title: 'Cooks', status: 'closed', closed_reason: 'filled', positions: 1, positions_filled: 1 })], status: '', total: 2, page: 1, pages: 1, origin: 'https://gig.example' });
    expect(screen.getByText('2 of 3 hired')).toBeTruthy();
    const cooks = screen.getByRole('link', { name: 'Cooks' }).closest('li')!;
    expect(within(cooks).getByText('Filled', { selector: '.pill-closed' })).toBeTruthy();
    expect(within(cooks).getByText('1 of 1 hired')).toBeTruthy();
  });
});

describe('hire lists', () => {
  it('lists hires with their badge and links, and has an empty state', () => {
    show(HiresPage, { party: 'employer', status: '', items: [makeHire({ status: 'paid' })], page: 1, pages: 1 });
    expect(screen.getByRole('heading', { level: 1, name: 'Hires' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Garden work' }).getAttribute('href')).toBe('/employer/hires/7');
    expect(screen.getByText('Paid', { selector: '.pill' })).toBeTruthy();
    cleanup();
    show(HiresPage, { party: 'freelancer', status: '', items: [], page: 1, pages: 1 });
    expect(screen.getByText('When an employer approves your application, the hire shows here.')).toBeTruthy();
  });
});

const payment = (over: Partial<Payment> = {}): Payment => ({
  id: 4,
  reference: 'GM-7-abc',
  type: 'charge',
  status: 'success',
  amount_minor: 1200000,
  fee_minor: 18000,
  total_minor: 1218000,
  currency: 'NGN',
  application_id: 7,
  job_title: 'Garden work',
  bank_name: null,
  account_number: null,
  account_name: null,
  created_at: '2026-11-20T10:00:00Z',
  paid_at: '2026-11-20T10:01:00Z',
  ...over,
}) as Payment;

describe('payments', () => {
  it('lists charges and refunds with a receipt link each', () => {
    show(PaymentsPage, { items: [payment(), payment({ id: 5, type: 'refund', status: 'pending', amount_minor: 1200000, reference: 'RF-1' })], page: 1, pages: 1 });
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeTruthy();
    const rows = screen.getAllByRole('row').slice(1);
    expect(plain(rows[0]!.textContent)).toContain('₦12,180');
    expect(rows[0]!.textContent).toContain('Successful');
    expect(rows[1]!.textContent).toContain('Refund');
    expect(screen.getByRole('link', { name: 'Receipt GM-7-abc' }).getAttribute('href')).toBe('/employer/payments/4');
  });

  it('prints a receipt with the company, the amount, the fee and the total', () => {
    show(ReceiptPage, { payment: payment(), company: 'Green Ltd' });
    expect(screen.getByRole('heading', { level: 1, name: 'Receipt GM-7-abc' })).toBeTruthy();
    const text = plain(document.body.textContent);
    for (const part of ['Green Ltd', 'Garden work', 'Amount₦12,000', 'Payment fee₦180', 'Total₦12,180', 'Successful', '20 Nov 2026']) expect(text).toContain(part);
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });
});

describe('money and bank account', () => {
  const wallet = {
    currency: 'NGN',
    balance_minor: 1080000,
    in_escrow_minor: 500000,
    paid_out_minor: 0,
    payouts: [payment({ id: 9, type: 'payout', status: 'failed', amount_minor: 1080000, bank_name: 'GTBank', account_number: '6789', account_name: 'TUNDE BELLO' })],
  } as Wallet;
  const periods = { years: ['2026', '2025'], months: ['2026-11', '2026-10', '2026-09'] };

  it('shows the balances, the payouts with their state, and asks for a bank account when none is set', () => {
    show(MoneyPage, { wallet, bank: null, periods });
    expect(screen.getByRole('heading', { level: 1, name: 'Money' })).toBeTruthy();
    const text = plain(document.body.textContent);
    expect(text).toContain('Balance₦10,800');
    expect(text).toContain('In escrow₦5,000');
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add a bank account' }).getAttribute('href')).toBe('/freelancer/bank-account');
  });

  it('says the commission, and what each job released and kept', () => {
    show(MoneyPage, { wallet: { ...wallet, commission_percent: '10.00', earnings: [{ application_id: 12, job_title: 'Paint a fence', released_minor: 810000, commission_minor: 90000, payout_status: 'success' }] }, bank: null, periods });
    expect(screen.getByText('GigMarket keeps 10% of what each job pays you; a hire keeps the rate it was funded under.')).toBeTruthy();
    const row = screen.getByRole('link', { name: 'Paint a fence' }).closest('tr')!;
    expect(row.getAttribute('href') ?? within(row).getByRole('link').getAttribute('href')).toBe('/freelancer/hires/12');
    expect(plain(row.textContent)).toContain('₦8,100₦900Successful');
  });

  it('says where the money goes when an account is set', () => {
    const bank: BankAccount = { bank_code: '058', bank_name: 'GTBank', account_number: '0123456789', account_name: 'TUNDE BELLO', confirmed_at: '2026-11-01T00:00:00Z' };
    show(MoneyPage, { wallet: { ...wallet, payouts: [] }, bank, periods });
    expect(screen.getByText(/Paid to GTBank ····6789 \(TUNDE BELLO\)/)).toBeTruthy();
    expect(screen.getByText('No payout yet.')).toBeTruthy();
  });

  it('links the earnings statement of each recent year and month, as a page and a PDF', () => {
    show(MoneyPage, { wallet, bank: null, periods });
    const statements = within(screen.getByRole('heading', { level: 2, name: 'Earnings statements' }).closest('section')!);
    expect(statements.getByRole('link', { name: 'Statement 2026' }).getAttribute('href')).toBe('/freelancer/statements/2026');
    expect(statements.getByRole('link', { name: 'Download the 2025 statement as a PDF' }).getAttribute('href')).toBe('/freelancer/statements/2025/pdf');
    expect(statements.getAllByRole('link', { name: /^Statement / }).map((link) => link.textContent)).toEqual(['Statement 2026', 'Statement 2025', 'Statement 2026-11', 'Statement 2026-10', 'Statement 2026-09']);
  });

  it('checks an account first, then shows its name with the save button', () => {
    const banks = [{ name: 'GTBank', code: '058' }];
    show(BankAccountPage, { account: null, banks, banksError: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Bank account' })).toBeTruthy();
    expect(screen.getByLabelText('Bank')).toBeTruthy();
    expect(screen.getByLabelText('Account number')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Check account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save account' })).toBeNull();
    cleanup();
    const resolved = { account_name: 'TUNDE BELLO', account_number: '0123456789', bank_code: '058', bank_name: 'GTBank' };
    show(BankAccountPage, { account: null, banks, banksError: null }, { actionData: { step: 'resolve', values: { bank_code: '058', account_number: '0123456789' }, resolved } });
    expect(screen.getByText('TUNDE BELLO')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save account' })).toBeTruthy();
    expect((document.querySelector('input[name=account_name]') as HTMLInputElement).value).toBe('TUNDE BELLO');
  });

  it('shows the API’s error when the account cannot be checked', () => {
    show(BankAccountPage, { account: null, banks: [], banksError: 'bank.banksError' }, { actionData: { step: 'resolve', values: { bank_code: '058', account_number: '0123456789' }, error: 'hires.providerDown' } });
    expect(screen.getAllByRole('alert').map((a) => a.textContent).join(' ')).toContain('The payment provider did not answer: try again');
    expect(screen.getByText('The list of banks could not be loaded: try again later')).toBeTruthy();
  });
});

describe('favourites and blocks after a hire (docs/roster.md)', () => {
  const hiddenOf = (button: HTMLElement, name: string) => (button.closest('form')!.querySelector(`input[name="${name}"]`) as HTMLInputElement).value;

  it('offers the employer “Add to favourites” and a confirmed “Block” on the hire, posted to the roster with the way back', () => {
    show(HirePage, { party: 'employer', hire: makeHire({ status: 'paid' }) });
    const add = screen.getByRole('button', { name: 'Add Tunde Bello to your favourites' });
    expect(add.closest('form')!.getAttribute('action')).toBe('/employer/roster');
    expect([hiddenOf(add, 'intent'), hiddenOf(add, 'user_id'), hiddenOf(add, 'back')]).toEqual(['favourite', '2', '/employer/hires/7']);
    // Block only opens its question; the form that blocks is inside it.
    const block = screen.getByText('Block', { selector: 'summary' });
    expect(block.closest('details')!.textContent).toContain('Block Tunde Bello? They will no longer see your jobs');
    const confirm = screen.getByRole('button', { name: 'Yes, Block' });
    expect([hiddenOf(confirm, 'intent'), hiddenOf(confirm, 'user_id')]).toEqual(['block', '2']);
  });

  it('offers nothing of the kind to the freelancer', () => {
    show(HirePage, { party: 'freelancer', hire: makeHire({ status: 'paid' }) });
    expect(screen.queryByRole('button', { name: /favourites/ })).toBeNull();
    expect(screen.queryByText('Block', { selector: 'summary' })).toBeNull();
  });

  it('offers them on a hired applicant’s card only, in French too', () => {
    const person = { id: 2, name: 'Tunde Bello', avatar: null, user_type: 'freelancer', state: 'Lagos', company_name: null, designation: null, description: null };
    const listing = { id: 3, job_title: 'Garden work', status: 'open', pricing: 'fixed', amount: '10000.00', min_amount: null, max_amount: null, currency: 'NGN' };
    show(
      ApplicantsPage,
      {
        listing,
        view: { sort: 'newest', min_rating: '' },
        applicants: [
          { id: 7, status: 'pending', price: '10000.00', new_price: null, created_at: '2026-11-01', freelancer: { ...person, id: 3, name: 'Bola Ade' } },
          { id: 9, status: 'completed', price: '10000.00', new_price: null, created_at: '2026-11-01', freelancer: person },
        ],
      },
      { locale: 'fr' },
    );
    const add = screen.getAllByRole('button', { name: /à vos favoris$/ });
    expect(add.map((button) => button.getAttribute('aria-label'))).toEqual(['Ajouter Tunde Bello à vos favoris']);
    expect(hiddenOf(add[0]!, 'back')).toBe('/employer/listings/3/applicants');
    expect(screen.getAllByText('Bloquer', { selector: 'summary' })).toHaveLength(1);
  });
});

describe('applicants and applications', () => {
  const person = { id: 2, name: 'Tunde Bello', avatar: null, user_type: 'freelancer', state: 'Lagos', company_name: null, designation: null, description: null };
  const listing = { id: 3, job_title: 'Garden work', status: 'open', pricing: 'fixed', amount: '10000.00', min_amount: null, max_amount: null, currency: 'NGN' };
  const view = { sort: 'newest', min_rating: '' };

  it('shows each freelancer’s rating and reliability, and sorts and filters by them in the URL', () => {
    show(ApplicantsPage, {
      listing,
      view: { sort: 'rating', min_rating: '4' },
      applicants: [
        { id: 7, status: 'pending', price: '10000.00', new_price: null, created_at: '2026-11-01', freelancer: person, rating: { average: 4.6, count: 12 }, reliability: { score: 92, hires: 14 } },
        { id: 8, status: 'pending', price: '10000.00', new_price: null, created_at: '2026-11-01', freelancer: { ...person, id: 3, name: 'Bola Ade' }, rating: { average: null, count: 0 }, reliability: { score: null, hires: 1 } },
      ],
    });
    const tunde = screen.getByRole('group', { name: 'Rating and reliability of Tunde Bello' });
    expect(within(tunde).getByRole('img', { name: 'Rated 4.6 out of 5 from 12 ratings' })).toBeTruthy();
    expect(within(tunde).getByText('Reliability 92% · 14 hires')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Rating and reliability of Bola Ade' })).getByText('Reliability: New')).toBeTruthy();
    const filters = screen.getByRole('form', { name: 'Sort and filter applicants' });
    expect((within(filters).getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('rating');
    expect((within(filters).getByRole('combobox', { name: 'Minimum rating' }) as HTMLSelectElement).value).toBe('4');
    expect(within(filters).getByRole('option', { name: 'Reliability' })).toBeTruthy();
  });

  it('prefills the agreed amount with the quoted price, and links an approved applicant to the hire', () => {
    show(ApplicantsPage, {
      listing,
      view,
      applicants: [
        { id: 7, status: 'pending', price: '10000.00', new_price: '12000.00', created_at: '2026-11-01', freelancer: person },
        { id: 8, status: 'pending', price: '10000.00', new_price: null, created_at: '2026-11-01', freelancer: { ...person, id: 3, name: 'Bola Ade' } },
        { id: 9, status: 'approved', price: '10000.00', new_price: null, created_at: '2026-11-01', freelancer: { ...person, id: 4, name: 'Chi Eze' } },
        { id: 10, status: 'funded', price: '10000.00', new_price: null, created_at: '2026-11-01', freelancer: { ...person, id: 5, name: 'Dayo Ojo' } },
      ],
    });
    const [first, second] = screen.getAllByLabelText('Agreed amount (NGN)') as HTMLInputElement[];
    expect(first!.value).toBe('12000.00');
    expect(second!.value).toBe('10000.00');
    expect(screen.getAllByRole('button', { name: 'Approve' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Pay to hire' }).getAttribute('href')).toBe('/employer/hires/9');
    expect(screen.getByRole('link', { name: 'View the hire' }).getAttribute('href')).toBe('/employer/hires/10');
    expect(screen.getByText('Funded', { selector: '.pill' })).toBeTruthy();
  });

  it('shows an applicant of a full job as not selected, with nothing to approve; the freelancer sees the same', () => {
    show(ApplicantsPage, {
      listing,
      view,
      applicants: [
        { id: 7, status: 'pending', not_selected: true, price: '10000.00', new_price: null, created_at: '2026-11-01', freelancer: person },
        { id: 9, status: 'approved', not_selected: false, price: '10000.00', new_price: null, created_at: '2026-11-01', freelancer: { ...person, id: 4, name: 'Chi Eze' } },
      ],
    });
    expect(screen.getByText('Not selected', { selector: '.pill' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    cleanup();
    const app = { id: 8, status: 'pending', not_selected: true, price: '10000.00', new_price: null, created_at: '2026-11-01', listing: { id: 3, job_title: 'Job 8', status: 'closed', deleted: false, company_name: 'Green Ltd', currency: 'NGN' } };
    show(ApplicationsPage, { status: '', items: [app], total: 1, page: 1, per_page: 10, pages: 1 });
    expect(screen.getByText('Not selected', { selector: '.pill' })).toBeTruthy();
    expect(screen.queryByText('Pending', { selector: '.pill' })).toBeNull();
  });

  it('posts the approval with the amount typed', async () => {
    const action = vi.fn(async ({ request }: { request: Request }) => Object.fromEntries(await request.formData()));
    show(ApplicantsPage, { listing, view, applicants: [{ id: 7, status: 'pending', price: '10000.00', new_price: null, created_at: '2026-11-01', freelancer: person }] }, { action });
    fireEvent.change(screen.getByLabelText('Agreed amount (NGN)'), { target: { value: '11000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    await expect(action.mock.results[0]!.value).resolves.toMatchObject({ intent: 'approve', application: '7', agreed_amount: '11000' });
  });

  it('links the freelancer’s hired applications to their hire page', () => {
    const app = (id: number, status: string) => ({ id, status, price: '10000.00', new_price: null, created_at: '2026-11-01', listing: { id: 3, job_title: `Job ${id}`, status: 'open', deleted: false, company_name: 'Green Ltd', currency: 'NGN' } });
    show(ApplicationsPage, { status: '', items: [app(7, 'in_progress'), app(8, 'pending')], total: 2, page: 1, per_page: 10, pages: 1 });
    expect(screen.getByRole('link', { name: 'View the hire: Job 7' }).getAttribute('href')).toBe('/freelancer/hires/7');
    expect(screen.queryByRole('link', { name: 'View the hire: Job 8' })).toBeNull();
    expect(screen.getByText('In progress', { selector: '.pill' })).toBeTruthy();
  });
});

describe('menu', () => {
  it('links hires and payments for employers, hires and money for freelancers', () => {
    const dict = en as unknown as { shell: Record<string, string> };
    const names = (type: 'employer' | 'freelancer') => shellLinks(type).map((l) => `${dict.shell[l.key.split('.')[1]!]} ${l.to}`);
    expect(names('employer')).toEqual(expect.arrayContaining(['Hires /employer/hires', 'Payments /employer/payments']));
    expect(names('freelancer')).toEqual(expect.arrayContaining(['Hires /freelancer/hires', 'Money /freelancer/money']));
  });
});
