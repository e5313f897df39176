import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification, ResourceContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { MODERATOR, settled, SUPERADMIN, TestAdmin } from '../test/utils';
import type { CurrentUser } from '../providers/token';
import ReconciliationList from './ReconciliationList';
import { differencesFound } from './RunReconciliationButton';

const rows = [
  {
    id: 1,
    kind: 'amount_mismatch',
    reference: 'GM-12-1',
    ours: '₦12,180.00 success',
    theirs: '₦12,000.00 success',
    detected_at: '2026-11-22T08:00:00Z',
    resolved_at: null,
  },
  {
    id: 2,
    kind: 'missing_in_ledger',
    reference: 'GM-14-1',
    ours: '',
    theirs: '₦9,000.00 success',
    detected_at: '2026-11-22T08:00:00Z',
    resolved_at: null,
  },
];

function renderList(user: CurrentUser = SUPERADMIN, found = 3) {
  const getList = vi.fn(async (resource: string) =>
    resource === 'admin/reconciliation' ? { data: rows, total: 2 } : { data: [{ id: 1, currency: 'NGN' }], total: 1 },
  );
  const runReconciliation = vi.fn(async () => ({ result: true, message: 'Done', data: { found } }));
  render(
    <TestAdmin dataProvider={testDataProvider({ getList, runReconciliation } as never)} user={user} path="/admin/reconciliation">
      <ResourceContextProvider value="admin/reconciliation">
        <ReconciliationList />
      </ResourceContextProvider>
      <Notification />
    </TestAdmin>,
  );
  return { getList, runReconciliation };
}

describe('ReconciliationList', () => {
  it('lists the differences with their kind in words, ours beside theirs', async () => {
    renderList();
    const row = (await screen.findByText('GM-12-1')).closest('tr')!;
    expect(within(row).getByText('Amount differs')).toBeInTheDocument();
    expect(row).toHaveTextContent('₦12,180.00 success');
    expect(row).toHaveTextContent('₦12,000.00 success');
    expect(screen.getByText('Missing in the ledger')).toBeInTheDocument();
    expect(screen.getByLabelText('Difference')).toBeInTheDocument();
  });

  it('runs the check now, says how many differences it found and reloads', async () => {
    const user = userEvent.setup();
    const { getList, runReconciliation } = renderList();
    await screen.findByText('GM-12-1');
    const reads = getList.mock.calls.filter(([resource]) => resource === 'admin/reconciliation').length;
    await user.click(await screen.findByRole('button', { name: 'Run reconciliation now' }));
    expect(runReconciliation).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('3 differences found')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(getList.mock.calls.filter(([resource]) => resource === 'admin/reconciliation').length).toBeGreaterThan(reads),
    );
  });

  it('hides the run button from an admin who may only read', async () => {
    renderList({ ...MODERATOR, permissions: ['reconciliation.list'] });
    await screen.findByText('GM-12-1');
    await settled();
    expect(screen.queryByRole('button', { name: 'Run reconciliation now' })).not.toBeInTheDocument();
  });

  it('reads the count of a run from a number or a list', () => {
    expect(differencesFound({ data: { found: 1 } })).toBe(1);
    expect(differencesFound({ data: { differences: 4 } })).toBe(4);
    expect(differencesFound({ data: { differences: [{}, {}] } })).toBe(2);
    expect(differencesFound({ data: [{}, {}, {}] })).toBe(3);
    expect(differencesFound({ result: true })).toBe(0);
  });
});
