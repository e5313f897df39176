import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification, ResourceContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import type { CurrentUser } from '../providers/token';
import { MODERATOR, settled, SUPERADMIN, TestAdmin } from '../test/utils';
import ListingReportList from './ListingReportList';

/** Rows as `GET /api/admin/listingreports` answers them. */
const base = { employer_id: 3, employer_name: 'Bola Journey', note: null, reviewed_at: null, reviewed_by: null, created_at: '2026-11-20T10:00:00Z', rule: null };
const rows = [
  {
    ...base,
    id: 31,
    listing_id: 40,
    job_title: 'Ushers for a launch',
    reporter_id: 7,
    reporter_name: 'Chidi Journey',
    reporter_verified: true,
    reason: 'asks_for_money',
    note: 'Asked ₦5,000 for a uniform',
    listing_moderation: 'hidden',
    reporter_upheld: 2,
    reporter_overturned: 0,
    reporter_open: 4,
    reporter_reports_today: 5,
    reporter_proven: true,
    reporter_same_employer: 5,
    reporter_relation: 'competitor',
  },
  { ...base, id: 32, listing_id: 41, job_title: 'Cleaners needed', reporter_id: 8, reporter_name: 'Dayo Journey', reporter_verified: false, reason: 'fake', listing_moderation: 'visible' },
  { ...base, id: 33, listing_id: 42, job_title: 'Security guards', reporter_id: null, reporter_name: null, reporter_verified: false, reason: 'flagged_text', rule: 'registration_fee', listing_moderation: 'taken_down' },
];

function renderList(user: CurrentUser = SUPERADMIN) {
  const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
  const takeDownListing = vi.fn(async () => ({ result: true, message: 'Job taken down' }));
  const restoreListing = vi.fn(async () => ({ result: true, message: 'Job restored' }));
  render(
    <TestAdmin dataProvider={testDataProvider({ getList, takeDownListing, restoreListing } as never)} user={user} path="/admin/listingreports">
      <ResourceContextProvider value="admin/listingreports">
        <ListingReportList />
      </ResourceContextProvider>
      <Notification />
    </TestAdmin>,
  );
  return { getList, takeDownListing, restoreListing };
}

/** The row holding `title`, once the list has settled. */
async function rowOf(title: string): Promise<HTMLElement> {
  await waitFor(() => expect(screen.getByText(title).closest('tr')).toBeTruthy());
  return screen.getByText(title).closest('tr')!;
}

describe('ListingReportList', () => {
  it('lists the job, who reported it (verified or not, or the rule), why, and the job’s state in words', async () => {
    renderList();
    const money = await rowOf('Ushers for a launch');
    expect(money).toHaveTextContent('Chidi Journey');
    expect(within(money).getByText('ID verified')).toBeInTheDocument();
    expect(within(money).getByText('Asks for money')).toBeInTheDocument();
    expect(money).toHaveTextContent('Asked ₦5,000 for a uniform');
    expect(within(money).getByText('Hidden, awaiting review')).toBeInTheDocument();
    const fake = await rowOf('Cleaners needed');
    expect(within(fake).getByText('Not verified')).toBeInTheDocument();
    expect(within(fake).getByText('Fake')).toBeInTheDocument();
    expect(within(fake).getByText('Shows in search')).toBeInTheDocument();
    const flagged = await rowOf('Security guards');
    expect(flagged).toHaveTextContent('The rules (flagged text)');
    expect(within(flagged).getByText('Flagged by the rules')).toBeInTheDocument();
    expect(flagged).toHaveTextContent('registration_fee');
    expect(within(flagged).getByText('Taken down')).toBeInTheDocument();
    for (const label of ['Reason', 'Job']) expect(screen.getAllByLabelText(label).length).toBeGreaterThan(0);
  });

  it('shows each reporter’s pattern: the track record, proven, reports on one employer and a competitor', async () => {
    renderList();
    const money = await rowOf('Ushers for a launch');
    expect(money).toHaveTextContent('2 upheld · 0 overturned · 4 open · 5 today');
    expect(within(money).getByText('Proven: may hide at once')).toBeInTheDocument();
    expect(within(money).getByText('5 reports on this employer')).toBeInTheDocument();
    expect(within(money).getByText('Reports a competitor')).toBeInTheDocument();
    const fake = await rowOf('Cleaners needed');
    expect(within(fake).queryByText('Proven: may hide at once')).toBeNull();
  });

  it('offers Take down on a job that shows or is hidden, Restore on one hidden or taken down', async () => {
    renderList();
    const hidden = await rowOf('Ushers for a launch');
    expect(await within(hidden).findByRole('button', { name: 'Take down' })).toBeInTheDocument();
    expect(within(hidden).getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    const visible = await rowOf('Cleaners needed');
    expect(within(visible).getByRole('button', { name: 'Take down' })).toBeInTheDocument();
    expect(within(visible).queryByRole('button', { name: 'Restore' })).toBeNull();
    const down = await rowOf('Security guards');
    expect(within(down).queryByRole('button', { name: 'Take down' })).toBeNull();
    expect(within(down).getByRole('button', { name: 'Restore' })).toBeInTheDocument();
  });

  it('takes a job down only with a reason, after asking, by the job’s number', async () => {
    const user = userEvent.setup();
    const { takeDownListing } = renderList();
    const hidden = await rowOf('Ushers for a launch');
    await user.click(await within(hidden).findByRole('button', { name: 'Take down' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take down “Ushers for a launch”?' });
    expect(dialog).toHaveTextContent('Bola Journey is told why');
    const confirm = within(dialog).getByRole('button', { name: 'Take down' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Asks applicants for a fee');
    await user.click(confirm);
    await waitFor(() => expect(takeDownListing).toHaveBeenCalledWith(40, 'Asks applicants for a fee'));
    expect(await screen.findByText('Job taken down')).toBeInTheDocument();
  });

  it('restores a job after asking, with an optional note', async () => {
    const user = userEvent.setup();
    const { restoreListing } = renderList();
    const down = await rowOf('Security guards');
    await user.click(await within(down).findByRole('button', { name: 'Restore' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore “Security guards”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(restoreListing).toHaveBeenCalledWith(42, ''));
    expect(await screen.findByText('Job restored')).toBeInTheDocument();
  });

  it('offers no decision without listingreports.edit', async () => {
    renderList({ ...MODERATOR, permissions: [...MODERATOR.permissions, 'listingreports.list', 'listingreports.show'] });
    await rowOf('Ushers for a launch');
    await settled();
    expect(screen.queryByRole('button', { name: 'Take down' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
  });

  it('speaks French', async () => {
    await i18nProvider.changeLocale('fr');
    try {
      renderList();
      const money = await rowOf('Ushers for a launch');
      expect(within(money).getByText('Demande de l’argent')).toBeInTheDocument();
      expect(within(money).getByText('Masquée, en attente d’examen')).toBeInTheDocument();
      expect(within(money).getByText('Identité vérifiée')).toBeInTheDocument();
      expect(await within(money).findByRole('button', { name: 'Retirer la mission' })).toBeInTheDocument();
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});
