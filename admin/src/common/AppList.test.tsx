import { ADMIN_SORTABLE } from '@gigmarket/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, memoryStore, Notification, ResourceContextProvider, testDataProvider, type GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import LedgerList from '../ledger/LedgerList';
import PayoutList from '../payouts/PayoutList';
import ReconciliationList from '../reconciliation/ReconciliationList';
import { settled, SUPERADMIN, TestAdmin } from '../test/utils';
import { isSortable } from './sortable';

const payouts = [
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
    failure_reason: null,
    created_at: '2026-11-20T10:00:00Z',
  },
];

/** A getList that refuses (400, as the API words it) any sort outside the API's allow-list and any filter but `status` and `q`. */
function strictGetList(rows: unknown[]) {
  return vi.fn(async (resource: string, params: GetListParams) => {
    if (resource !== 'admin/payouts') return { data: [{ id: 1, currency: 'NGN' }], total: 1 };
    const field = params.sort?.field;
    if (field && !isSortable(resource, field)) {
      throw new HttpError(`Cannot sort by ${field}`, 400, { result: false, message: `Cannot sort by ${field}` });
    }
    const unknown = Object.keys(params.filter ?? {}).find((name) => !['status', 'q'].includes(name));
    if (unknown) throw new HttpError(`Unknown filter ${unknown}`, 400, { result: false, message: `Unknown filter ${unknown}` });
    return { data: rows, total: rows.length };
  });
}

function renderPayouts({ path = '/admin/payouts', store = memoryStore(), getList = strictGetList(payouts) } = {}) {
  render(
    <TestAdmin dataProvider={testDataProvider({ getList } as never)} user={SUPERADMIN} path={path} store={store}>
      <ResourceContextProvider value="admin/payouts">
        <PayoutList />
      </ResourceContextProvider>
      <Notification />
    </TestAdmin>,
  );
  return { getList };
}

const payoutCalls = (getList: ReturnType<typeof strictGetList>) =>
  getList.mock.calls.filter(([resource]) => resource === 'admin/payouts').map(([, params]) => params);

describe('sorting: a column sorts only when the API sorts by it', () => {
  it('offers a sort button on the allowed columns and none on the others', async () => {
    renderPayouts();
    await screen.findByText('Fix leaking sink');
    const headers = screen.getAllByRole('columnheader');
    const header = (name: string) => headers.find((cell) => cell.textContent === name)!;
    for (const name of ['Amount', 'Status', 'Attempts', 'Created']) {
      expect(within(header(name)).getByRole('button', { name: new RegExp(`Sort by ${name}`, 'i') })).toBeInTheDocument();
    }
    for (const name of ['Application', 'Job', 'Freelancer', 'Reference', 'Failure reason']) {
      expect(header(name)).toBeInTheDocument();
      expect(within(header(name)).queryByRole('button')).not.toBeInTheDocument();
    }
    // The one source of truth: the API's own allow-list.
    expect(ADMIN_SORTABLE.payouts).not.toContain('job_title');
    expect(isSortable('admin/payouts', 'amount_minor')).toBe(true);
    expect(isSortable('admin/payouts', 'id')).toBe(true);
    expect(isSortable('admin/payouts', 'reference')).toBe(false);
    expect(isSortable('payouts', 'status')).toBe(true);
  });

  it('sorts by an offered column without a refusal', async () => {
    const user = userEvent.setup();
    const { getList } = renderPayouts();
    await screen.findByText('Fix leaking sink');
    await user.click(screen.getByRole('button', { name: /Sort by Amount/i }));
    await vi.waitFor(() => expect(payoutCalls(getList).at(-1)?.sort).toEqual({ field: 'amount_minor', order: 'ASC' }));
    expect(await screen.findByText('Fix leaking sink')).toBeInTheDocument();
    expect(screen.queryByText(/back to its default order/)).not.toBeInTheDocument();
  });
});

describe('a refused list goes back to its defaults', () => {
  it('resets a sort remembered in the store from before, and says so', async () => {
    const store = memoryStore({
      'admin/payouts.listParams': { sort: 'job_title', order: 'ASC', page: 1, perPage: 10, filter: {} },
    });
    const { getList } = renderPayouts({ store });
    expect(
      await screen.findByText('This list could not be shown with that sort or filter; it is back to its default order and filters.'),
    ).toBeInTheDocument();
    // The rows and the headers come back, in the list's own order.
    expect(await screen.findByText('Fix leaking sink')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toBeInTheDocument();
    const calls = payoutCalls(getList);
    expect(calls[0].sort).toEqual({ field: 'job_title', order: 'ASC' });
    expect(calls.at(-1)).toMatchObject({ sort: { field: 'created_at', order: 'DESC' }, filter: {} });
    expect(store.getItem('admin/payouts.listParams')).toBeUndefined();
    expect(screen.queryByText('No Payouts found')).not.toBeInTheDocument();
  });

  it('resets a refused filter typed into the address', async () => {
    const { getList } = renderPayouts({ path: `/admin/payouts?filter=${encodeURIComponent('{"bogus":"1"}')}` });
    expect(await screen.findByText(/back to its default order and filters/)).toBeInTheDocument();
    expect(await screen.findByText('Fix leaking sink')).toBeInTheDocument();
    const calls = payoutCalls(getList);
    expect(calls[0].filter).toEqual({ bogus: '1' });
    expect(calls.at(-1)?.filter).toEqual({});
  });

  it('says it in French', async () => {
    await i18nProvider.changeLocale('fr');
    try {
      const store = memoryStore({ locale: 'fr', 'admin/payouts.listParams': { sort: 'reference', order: 'ASC', page: 1, perPage: 10, filter: {} } });
      renderPayouts({ store });
      expect(
        await screen.findByText('Cette liste ne peut pas être affichée avec ce tri ou ce filtre ; elle revient à son ordre et à ses filtres par défaut.'),
      ).toBeInTheDocument();
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });

  it('does not loop when the defaults themselves are refused: the API says why, once', async () => {
    const getList = vi.fn(async (resource: string) => {
      if (resource === 'admin/payouts') throw new HttpError('Something is wrong with this list', 400, { result: false });
      return { data: [{ id: 1, currency: 'NGN' }], total: 1 };
    });
    renderPayouts({ getList: getList as never });
    expect(await screen.findByText('Something is wrong with this list')).toBeInTheDocument();
    await settled();
    expect(getList.mock.calls.filter(([resource]) => resource === 'admin/payouts')).toHaveLength(1);
    expect(screen.queryByText(/back to its default order/)).not.toBeInTheDocument();
  });
});

describe('page actions on an empty list', () => {
  it('keeps "Run reconciliation now" and says in words that nothing differs', async () => {
    const user = userEvent.setup();
    const getList = vi.fn(async (resource: string) =>
      resource === 'admin/reconciliation' ? { data: [], total: 0 } : { data: [{ id: 1, currency: 'NGN' }], total: 1 },
    );
    const runReconciliation = vi.fn(async () => ({ result: true, data: { found: 0 } }));
    render(
      <TestAdmin dataProvider={testDataProvider({ getList, runReconciliation } as never)} path="/admin/reconciliation">
        <ResourceContextProvider value="admin/reconciliation">
          <ReconciliationList />
        </ResourceContextProvider>
        <Notification />
      </TestAdmin>,
    );
    expect(await screen.findByText('No reconciliation differences: our ledger and Paystack agree.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Run reconciliation now' }));
    expect(runReconciliation).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('0 differences found')).toBeInTheDocument();
    // Export stays where it always is (nothing to export yet).
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });

  it('keeps the link to the accounts and trial balance on an empty ledger, in French too', async () => {
    await i18nProvider.changeLocale('fr');
    try {
      const getList = vi.fn(async (resource: string) =>
        resource === 'admin/ledger' ? { data: [], total: 0 } : { data: [{ id: 1, currency: 'NGN' }], total: 1 },
      );
      render(
        <TestAdmin dataProvider={testDataProvider({ getList } as never)} path="/admin/ledger" store={memoryStore({ locale: 'fr' })}>
          <ResourceContextProvider value="admin/ledger">
            <LedgerList />
          </ResourceContextProvider>
        </TestAdmin>,
      );
      expect(
        await screen.findByText("Aucune écriture au grand livre pour l'instant : rien n'a encore été payé par la plateforme."),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Comptes et balance' })).toHaveAttribute('href', '/admin/ledger/accounts');
      expect(screen.queryByText(/Pas encore de/)).not.toBeInTheDocument();
    } finally {
      await i18nProvider.changeLocale('en');
    }
  });
});
