import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification, ResourceContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { MODERATOR, settled, SUPERADMIN, TestAdmin } from '../test/utils';
import type { CurrentUser } from '../providers/token';
import PayoutList from './PayoutList';

const rows = [
  {
    id: 31,
    application_id: 12,
    freelancer_id: 7,
    freelancer_name: 'Tunde Bello',
    job_title: 'Fix leaking sink',
    amount_minor: 1218000,
    status: 'failed',
    reference: 'PO-12-1',
    attempts: 1,
    failure_reason: 'Account could not be credited',
    created_at: '2026-11-20T10:00:00Z',
  },
  {
    id: 32,
    application_id: 13,
    freelancer_id: 8,
    freelancer_name: 'Ada Obi',
    job_title: 'Logo design',
    amount_minor: 450000,
    status: 'success',
    reference: 'PO-13-1',
    attempts: 1,
    failure_reason: null,
    created_at: '2026-11-21T10:00:00Z',
  },
  {
    id: 'awaiting-14',
    application_id: 14,
    freelancer_id: 9,
    freelancer_name: 'Musa Sani',
    job_title: 'Paint the fence',
    amount_minor: 90000,
    status: 'awaiting_account',
    reference: null,
    attempts: 0,
    failure_reason: null,
    created_at: '2026-11-22T10:00:00Z',
  },
];

function renderList(user: CurrentUser = SUPERADMIN, path = '/admin/payouts') {
  const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
  const retryPayout = vi.fn(async () => ({ result: true, message: 'Payout queued again' }));
  const dataProvider = testDataProvider({ getList, retryPayout } as never);
  render(
    <TestAdmin dataProvider={dataProvider} user={user} path={path}>
      <ResourceContextProvider value="admin/payouts">
        <PayoutList />
      </ResourceContextProvider>
      <Notification />
    </TestAdmin>,
  );
  return { getList, retryPayout };
}

describe('PayoutList', () => {
  it('lists payouts with money from kobo and localized statuses', async () => {
    const { getList } = renderList();
    const row = (await screen.findByText('Fix leaking sink')).closest('tr')!;
    expect(row).toHaveTextContent('₦12,180');
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(row).toHaveTextContent('Account could not be credited');
    expect(row).toHaveTextContent('#12');
    expect(screen.getByText('Awaiting bank account')).toBeInTheDocument();
    expect(screen.getByText('Paid out')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('admin/payouts', expect.objectContaining({ filter: {} }));
  });

  it('shows every status of a filter on several, as the dashboard\'s "waiting" figure opens it', async () => {
    const filter = encodeURIComponent(JSON.stringify({ status: ['awaiting_account', 'pending'] }));
    const { getList } = renderList(SUPERADMIN, `/admin/payouts?filter=${filter}`);
    await screen.findByText('Fix leaking sink');
    expect(getList).toHaveBeenCalledWith('admin/payouts', expect.objectContaining({ filter: { status: ['awaiting_account', 'pending'] } }));
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveTextContent('Awaiting bank account');
    expect(status).toHaveTextContent('Pending');
  });

  it('offers "Retry payout" on failed, reversed and waiting payouts only', async () => {
    renderList();
    const failed = (await screen.findByText('Fix leaking sink')).closest('tr')!;
    const paid = screen.getByText('Logo design').closest('tr')!;
    const waiting = screen.getByText('Paint the fence').closest('tr')!;
    expect(await within(failed).findByRole('button', { name: 'Retry payout' })).toBeInTheDocument();
    expect(within(waiting).getByRole('button', { name: 'Retry payout' })).toBeInTheDocument();
    expect(within(paid).queryByRole('button', { name: 'Retry payout' })).not.toBeInTheDocument();
  });

  it('asks first, retries by application id, shows the answer and reloads', async () => {
    const user = userEvent.setup();
    const { getList, retryPayout } = renderList();
    const failed = (await screen.findByText('Fix leaking sink')).closest('tr')!;
    await user.click(await within(failed).findByRole('button', { name: 'Retry payout' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Retry the payout of application #12?');
    expect(dialog).toHaveTextContent('₦12,180 will be sent again to the bank account of Tunde Bello.');
    expect(retryPayout).not.toHaveBeenCalled();
    const calls = getList.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Retry payout' }));

    await vi.waitFor(() => expect(retryPayout).toHaveBeenCalledWith(12));
    expect(await screen.findByText('Payout queued again')).toBeInTheDocument();
    await vi.waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(calls));
  });

  it('hides the button from an admin who may only read payouts', async () => {
    renderList({ ...MODERATOR, permissions: ['payouts.list'] });
    await screen.findByText('Fix leaking sink');
    await settled();
    expect(screen.queryByRole('button', { name: 'Retry payout' })).not.toBeInTheDocument();
  });
});
