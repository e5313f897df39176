import { render, screen, within } from '@testing-library/react';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { LedgerAccount, TrialBalance } from '../providers/dataProvider';
import { MODERATOR, SUPERADMIN, TestAdmin } from '../test/utils';
import LedgerAccountsPage from './LedgerAccountsPage';
import LedgerList from './LedgerList';

const settings = { id: 1, currency: 'NGN' };

const accounts: LedgerAccount[] = [
  { code: 'gateway:clearing', kind: 'gateway', debits_minor: 1218000, credits_minor: 0, balance_minor: 1218000 },
  { code: 'escrow:12', kind: 'escrow', debits_minor: 0, credits_minor: 1200000, balance_minor: 1200000 },
  { code: 'platform:fees', kind: 'revenue', debits_minor: 0, credits_minor: 18000, balance_minor: 18000 },
];

function renderAccounts(trial: TrialBalance | (() => Promise<TrialBalance>), user = SUPERADMIN) {
  const trialBalance = vi.fn(typeof trial === 'function' ? trial : async () => trial);
  const ledgerAccounts = vi.fn(async () => accounts);
  const getList = vi.fn(async () => ({ data: [settings], total: 1 }));
  render(
    <TestAdmin dataProvider={testDataProvider({ getList, trialBalance, ledgerAccounts } as never)} user={user}>
      <LedgerAccountsPage />
    </TestAdmin>,
  );
  return { trialBalance, ledgerAccounts };
}

describe('LedgerAccountsPage', () => {
  it('shows total debits, total credits and a "Balanced" badge', async () => {
    renderAccounts({ debits: 1218000, credits: 1218000, balanced: true });
    expect(await screen.findByRole('status', { name: 'Balanced' })).toHaveTextContent('Balanced');
    expect(screen.getByTestId('trial-debits')).toHaveTextContent('Total debits₦12,180');
    expect(screen.getByTestId('trial-credits')).toHaveTextContent('Total credits₦12,180');
    expect(screen.getByRole('heading', { name: 'Accounts and trial balance' })).toBeInTheDocument();
  });

  it('says "Not balanced" when debits and credits differ', async () => {
    renderAccounts({ debits: 1218000, credits: 1200000, balanced: false });
    expect(await screen.findByRole('status', { name: 'Not balanced' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Balanced' })).not.toBeInTheDocument();
    expect(screen.getByTestId('trial-credits')).toHaveTextContent('₦12,000');
  });

  it('lists every account with its sums, linked to its entries', async () => {
    renderAccounts({ debits: 1218000, credits: 1218000, balanced: true });
    const table = await screen.findByRole('table', { name: 'Accounts' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Account',
      'Kind',
      'Debits',
      'Credits',
      'Balance',
    ]);
    expect(rows[2]).toHaveTextContent('Escrow, application #12');
    expect(within(rows[2]).getByText('Escrow')).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('₦0₦12,000₦12,000');
    const link = within(rows[2]).getByRole('link', { name: 'Entries of Escrow, application #12' });
    expect(link).toHaveAttribute('title', 'escrow:12');
    expect(decodeURIComponent(link.getAttribute('href')!)).toBe('/admin/ledger?filter={"account_code":"escrow:12"}');
  });

  it('keeps the accounts when the trial balance is refused (superadmin only)', async () => {
    renderAccounts(async () => {
      throw new Error('Forbidden');
    }, { ...MODERATOR, permissions: ['ledger.list'] });
    expect(await screen.findByText('The trial balance could not be loaded: Forbidden')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Accounts' })).toBeInTheDocument();
  });

  it('is closed to an admin without ledger.list', async () => {
    renderAccounts({ debits: 0, credits: 0, balanced: true }, MODERATOR);
    expect(await screen.findByRole('alert')).toHaveTextContent("You do not have permission to access 'Ledger' page");
  });
});

describe('LedgerList', () => {
  it('lists entries read-only, amounts from kobo, kinds and directions in words', async () => {
    const entries = [
      {
        id: 3,
        created_at: '2026-11-20T10:00:00Z',
        posting_key: 'charge:GM-12-1',
        posting_kind: 'charge',
        account_code: 'platform:fees',
        direction: 'credit',
        amount_minor: 18000,
        application_id: 12,
      },
      {
        id: 1,
        created_at: '2026-11-20T10:00:00Z',
        posting_key: 'charge:GM-12-1',
        posting_kind: 'charge',
        account_code: 'gateway:clearing',
        direction: 'debit',
        amount_minor: 1218000,
        application_id: 12,
      },
    ];
    const getList = vi.fn(async (resource: string) =>
      resource === 'admin/ledger' ? { data: entries, total: 2 } : { data: [settings], total: 1 },
    );
    render(
      <TestAdmin dataProvider={testDataProvider({ getList } as never)} path="/admin/ledger">
        <ResourceContextProvider value="admin/ledger">
          <LedgerList />
        </ResourceContextProvider>
      </TestAdmin>,
    );
    const row = (await screen.findByText('Gateway clearing')).closest('tr')!;
    expect(within(row).getByTitle('gateway:clearing')).toBeInTheDocument();
    expect(screen.getByText('Platform fees')).toBeInTheDocument();
    expect(row).toHaveTextContent('charge:GM-12-1');
    expect(within(row).getByText('Debit')).toBeInTheDocument();
    expect(within(row).getByText('Charge')).toBeInTheDocument();
    expect(row).toHaveTextContent('₦12,180');
    expect(row).toHaveTextContent('#12');
    expect(screen.getByText('Credit')).toBeInTheDocument();
    expect(screen.getByLabelText('Account')).toBeInTheDocument();
    expect(screen.getByLabelText('Posting kind')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accounts and trial balance' })).toHaveAttribute('href', '/admin/ledger/accounts');
    expect(screen.queryByRole('button', { name: /create/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'admin/ledger',
      expect.objectContaining({ sort: { field: 'id', order: 'DESC' }, filter: {} }),
    );
  });
});
