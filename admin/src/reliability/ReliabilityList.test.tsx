import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification, ResourceContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { SUPERADMIN, TestAdmin } from '../test/utils';
import { i18nProvider } from '../i18n/i18nProvider';
import ReliabilityList from './ReliabilityList';
import { reliabilityBody } from './ResolveNoShowButtons';

const rows = [
  // The freelancer's contest is `contest_note` with `contested_at`; `note` is the admin's decision note.
  { id: 41, kind: 'no_show', user_id: 7, user_name: 'Tunde Bello', application_id: 12, status: 'contested', note: null, contest_note: 'I was there at 9, the gate was locked', contested_at: '2026-11-21T12:00:00Z', created_at: '2026-11-20T10:00:00Z', resolved_at: null },
  { id: 42, kind: 'late_cancel', user_id: 8, user_name: 'Ada Obi', application_id: 13, status: null, note: null, contest_note: null, contested_at: null, created_at: '2026-11-21T10:00:00Z', resolved_at: null },
  { id: 43, kind: 'no_show', user_id: 9, user_name: 'Musa Sani', application_id: 14, status: 'reported', note: null, contest_note: null, contested_at: null, created_at: '2026-11-22T10:00:00Z', resolved_at: null },
];

function renderList() {
  const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
  const resolveReliability = vi.fn(async () => ({ result: true, message: 'No-show dismissed' }));
  const dataProvider = testDataProvider({ getList, resolveReliability } as never);
  render(
    <TestAdmin dataProvider={dataProvider} user={SUPERADMIN} path="/admin/reliability">
      <ResourceContextProvider value="admin/reliability">
        <ReliabilityList />
      </ResourceContextProvider>
      <Notification />
    </TestAdmin>,
  );
  return { getList, resolveReliability };
}

describe('ReliabilityList', () => {
  it('lists kind, user, status, application and date, with kind and status filters', async () => {
    const { getList } = renderList();
    const row = (await screen.findByText('Tunde Bello')).closest('tr')!;
    expect(within(row).getByText('No-show')).toBeInTheDocument();
    expect(within(row).getByText('Contested')).toBeInTheDocument();
    expect(row).toHaveTextContent('#12');
    expect(screen.getByText('Late cancellation')).toBeInTheDocument();
    expect(screen.getByText('Reported')).toBeInTheDocument();
    expect(screen.getAllByLabelText('Kind').length).toBeGreaterThan(0);
    expect(screen.getAllByLabelText('Status').length).toBeGreaterThan(0);
    expect(getList).toHaveBeenCalledWith('admin/reliability', expect.objectContaining({ filter: {} }));
  });

  it("shows the freelancer's contest and its date beside the no-show", async () => {
    renderList();
    const contested = (await screen.findByText('Tunde Bello')).closest('tr')!;
    expect(within(contested).getByText('I was there at 9, the gate was locked')).toBeInTheDocument();
    expect(within(contested).getByText(/Contested on/)).toHaveTextContent('21/11/2026');
    expect(screen.getByRole('columnheader', { name: "Freelancer's contest" })).toBeInTheDocument();
    expect(screen.getByText('Musa Sani').closest('tr')).not.toHaveTextContent('Contested on');
  });

  it('offers Uphold and Dismiss on contested no-shows only', async () => {
    renderList();
    const contested = (await screen.findByText('Tunde Bello')).closest('tr')!;
    expect(await within(contested).findByRole('button', { name: 'Uphold' })).toBeInTheDocument();
    expect(within(contested).getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    for (const name of ['Ada Obi', 'Musa Sani']) {
      const row = screen.getByText(name).closest('tr')!;
      expect(within(row).queryByRole('button', { name: 'Uphold' })).not.toBeInTheDocument();
    }
  });

  it('asks, then POST resolve { decision, note }', async () => {
    const user = userEvent.setup();
    const { resolveReliability } = renderList();
    const row = (await screen.findByText('Tunde Bello')).closest('tr')!;
    await user.click(await within(row).findByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss the no-show #41?' });
    expect(dialog).toHaveTextContent('no longer counts against the reliability of Tunde Bello');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'Check-in photo shown');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(resolveReliability).toHaveBeenCalledWith(41, { decision: 'dismissed', note: 'Check-in photo shown' }));
    expect(await screen.findByText('No-show dismissed')).toBeInTheDocument();
  });

  it('sends the note only when written', () => {
    expect(reliabilityBody('upheld', '  ')).toEqual({ decision: 'upheld' });
    expect(reliabilityBody('dismissed', ' ok ')).toEqual({ decision: 'dismissed', note: 'ok' });
  });

  it('speaks French', async () => {
    await i18nProvider.changeLocale('fr');
    try {
      renderList();
      const row = (await screen.findByText('Tunde Bello')).closest('tr')!;
      expect(within(row).getByText('Absence')).toBeInTheDocument();
      expect(within(row).getByText('Contestée')).toBeInTheDocument();
      expect(await within(row).findByRole('button', { name: 'Confirmer' })).toBeInTheDocument();
      expect(within(row).getByRole('button', { name: 'Écarter' })).toBeInTheDocument();
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});
