import { render, screen, within } from '@testing-library/react';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { MODERATOR, TestAdmin } from '../test/utils';
import transactions from '.';
import TransactionList from './TransactionList';

const rows = [
  {
    id: 9,
    transaction_id: 'GM-12-1',
    transaction_type: 'charge',
    status: 'success',
    amount: '12000.00',
    charges: '180.00',
    amount_paid: '12180.00',
    currency: 'NGN',
    user_id: 3,
    user_name: 'Emeka Obi',
    paid_to: null,
    application_id: 12,
    created_at: '2026-11-20T10:00:00Z',
  },
  {
    id: 10,
    transaction_id: 'PO-12-1',
    transaction_type: 'payout',
    status: 'reversed',
    amount: '10800.00',
    charges: '0.00',
    amount_paid: '10800.00',
    currency: 'NGN',
    user_id: 7,
    user_name: 'Tunde Bello',
    paid_to: 7,
    paid_to_name: 'Tunde Bello',
    application_id: 12,
    created_at: '2026-11-21T10:00:00Z',
  },
];

describe('transactions', () => {
  it('is read-only: no create or edit page', () => {
    expect(transactions.create).toBeUndefined();
    expect(transactions.edit).toBeUndefined();
    expect(transactions.list).toBeDefined();
    expect(transactions.show).toBeDefined();
  });

  it('lists charges, refunds and payouts with localized type and status', async () => {
    const getList = vi.fn(async () => ({ data: rows, total: 2 }));
    render(
      <TestAdmin dataProvider={testDataProvider({ getList } as never)} user={MODERATOR} path="/admin/transactions">
        <ResourceContextProvider value="admin/transactions">
          <TransactionList />
        </ResourceContextProvider>
      </TestAdmin>,
    );
    const charge = (await screen.findByText('GM-12-1')).closest('tr')!;
    expect(within(charge).getByText('Charge')).toBeInTheDocument();
    expect(within(charge).getByText('Success')).toBeInTheDocument();
    expect(charge).toHaveTextContent('₦12,180');
    expect(charge).toHaveTextContent('Emeka Obi');
    expect(charge).toHaveTextContent('#12');
    const payout = screen.getByText('PO-12-1').closest('tr')!;
    expect(within(payout).getByText('Payout')).toBeInTheDocument();
    expect(within(payout).getByText('Reversed')).toBeInTheDocument();
    expect(screen.getByLabelText('Type')).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Reference',
      'Type',
      'Status',
      'Amount',
      'Charges',
      'Amount paid',
      'Currency',
      'User',
      'Paid to',
      'Application',
      'Created',
    ]);
  });
});
