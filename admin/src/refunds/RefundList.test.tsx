import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification, ResourceContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { MODERATOR, settled, SUPERADMIN, TestAdmin } from '../test/utils';
import type { CurrentUser } from '../providers/token';
import RefundList from './RefundList';

/** Rows as `GET /api/admin/refunds` answers them: the Refund entity plus `employer_name`. */
const rows = [
  {
    id: 51,
    application_id: 12,
    employer_id: 3,
    employer_name: 'Emeka Obi',
    charge_reference: 'GM-CH-12-1',
    amount_minor: 1218000,
    currency: 'NGN',
    reason: 'no_show',
    status: 'failed',
    attempts: 6,
    next_attempt_at: null,
    reference: 'GM-RF-51-6',
    gateway_refund_id: null,
    failure_reason: 'Insufficient balance',
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-21T10:00:00Z',
  },
  {
    id: 52,
    application_id: 13,
    employer_id: 4,
    employer_name: 'Ada Obi',
    charge_reference: 'GM-CH-13-1',
    amount_minor: 450000,
    currency: 'NGN',
    reason: 'dispute',
    status: 'success',
    attempts: 1,
    next_attempt_at: null,
    reference: 'GM-RF-52-1',
    gateway_refund_id: '4101',
    failure_reason: null,
    created_at: '2026-11-21T10:00:00Z',
    updated_at: '2026-11-21T10:05:00Z',
  },
  {
    id: 53,
    application_id: null,
    employer_id: 5,
    employer_name: 'Musa Sani',
    charge_reference: 'GM-CH-14-2',
    amount_minor: 90000,
    currency: 'NGN',
    reason: 'paid_after_cancel',
    status: 'due',
    attempts: 2,
    next_attempt_at: '2026-11-22T12:00:00Z',
    reference: 'GM-RF-53-2',
    gateway_refund_id: null,
    failure_reason: 'Gateway timeout',
    created_at: '2026-11-22T10:00:00Z',
    updated_at: '2026-11-22T10:30:00Z',
  },
  {
    id: 54,
    application_id: 15,
    employer_id: 6,
    employer_name: 'Bola Ade',
    charge_reference: 'GM-CH-15-1',
    amount_minor: 300000,
    currency: 'NGN',
    reason: 'cancelled',
    status: 'pending',
    attempts: 1,
    next_attempt_at: null,
    reference: 'GM-RF-54-1',
    gateway_refund_id: null,
    failure_reason: null,
    created_at: '2026-11-23T10:00:00Z',
    updated_at: '2026-11-23T10:00:00Z',
  },
];

function renderList(user: CurrentUser = SUPERADMIN) {
  const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
  const retryRefund = vi.fn(async () => ({ result: true, message: 'Refund queued again' }));
  const dataProvider = testDataProvider({ getList, retryRefund } as never);
  render(
    <TestAdmin dataProvider={dataProvider} user={user} path="/admin/refunds">
      <ResourceContextProvider value="admin/refunds">
        <RefundList />
      </ResourceContextProvider>
      <Notification />
    </TestAdmin>,
  );
  return { getList, retryRefund };
}

const rowOf = async (employer: string) => (await screen.findByText(employer)).closest('tr')!;

describe('RefundList', () => {
  it('lists refunds with money from kobo and localized reasons and statuses', async () => {
    const { getList } = renderList();
    const failed = await rowOf('Emeka Obi');
    expect(failed).toHaveTextContent('₦12,180');
    expect(failed).toHaveTextContent('#12');
    expect(within(failed).getByText('No-show')).toBeInTheDocument();
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(failed).toHaveTextContent('Insufficient balance');
    expect(failed).toHaveTextContent('GM-RF-51-6');
    expect(within(screen.getByText('Ada Obi').closest('tr')!).getByText('Refunded')).toBeInTheDocument();
    const due = screen.getByText('Musa Sani').closest('tr')!;
    expect(within(due).getByText('Due')).toBeInTheDocument();
    expect(within(due).getByText('Paid after cancellation')).toBeInTheDocument();
    expect(due).toHaveTextContent('₦900');
    expect(getList).toHaveBeenCalledWith(
      'admin/refunds',
      expect.objectContaining({ filter: {}, sort: { field: 'created_at', order: 'DESC' } }),
    );
  });

  it('offers sorting only on the columns the API sorts by, and filters by search, status and reason', async () => {
    renderList();
    await rowOf('Emeka Obi');
    const header = screen.getAllByRole('columnheader');
    const sortable = header.filter((cell) => cell.querySelector('.MuiTableSortLabel-root')).map((cell) => cell.textContent);
    expect(sortable).toEqual(['Amount', 'Status', 'Attempts', 'Next attempt', 'Created']);
    expect(screen.getAllByLabelText('Status').length).toBeGreaterThan(0);
    expect(screen.getAllByLabelText('Reason').length).toBeGreaterThan(0);
    expect(screen.getByPlaceholderText('Search')).toBeInTheDocument();
  });

  it('offers "Retry refund" on due and failed refunds only', async () => {
    renderList();
    const failed = await rowOf('Emeka Obi');
    expect(await within(failed).findByRole('button', { name: 'Retry refund' })).toBeInTheDocument();
    expect(within(screen.getByText('Musa Sani').closest('tr')!).getByRole('button', { name: 'Retry refund' })).toBeInTheDocument();
    for (const name of ['Ada Obi', 'Bola Ade']) {
      expect(within(screen.getByText(name).closest('tr')!).queryByRole('button', { name: 'Retry refund' })).not.toBeInTheDocument();
    }
  });

  it('asks first with the amount and the employer, retries by refund id, shows the answer and reloads', async () => {
    const user = userEvent.setup();
    const { getList, retryRefund } = renderList();
    const failed = await rowOf('Emeka Obi');
    await user.click(await within(failed).findByRole('button', { name: 'Retry refund' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Retry refund #51?');
    expect(dialog).toHaveTextContent('₦12,180 will be sent back again to Emeka Obi.');
    expect(retryRefund).not.toHaveBeenCalled();
    const calls = getList.mock.calls.length;
    await user.click(within(dialog).getByRole('button', { name: 'Retry refund' }));

    await vi.waitFor(() => expect(retryRefund).toHaveBeenCalledWith(51));
    expect(await screen.findByText('Refund queued again')).toBeInTheDocument();
    await vi.waitFor(() => expect(getList.mock.calls.length).toBeGreaterThan(calls));
  });

  it('hides the button from an admin who may only read refunds', async () => {
    renderList({ ...MODERATOR, permissions: ['refunds.list'] });
    await rowOf('Emeka Obi');
    await settled();
    expect(screen.queryByRole('button', { name: 'Retry refund' })).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    await i18nProvider.changeLocale('fr');
    try {
      renderList();
      const failed = await rowOf('Emeka Obi');
      expect(failed).toHaveTextContent('12 180 ₦');
      expect(within(failed).getByText('Absence')).toBeInTheDocument();
      expect(within(failed).getByText('Échoué')).toBeInTheDocument();
      expect(within(screen.getByText('Musa Sani').closest('tr')!).getByText('À envoyer')).toBeInTheDocument();
      expect(await within(failed).findByRole('button', { name: 'Relancer le remboursement' })).toBeInTheDocument();
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});
