import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dataProvider } from './dataProvider';

function answer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('dataProvider money calls', () => {
  const fetchMock = vi.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const call = (index = 0) => {
    const [url, options] = fetchMock.mock.calls[index] as [string, RequestInit];
    return { url, method: options?.method ?? 'GET', body: options?.body ? JSON.parse(String(options.body)) : undefined };
  };

  it('reads the ledger accounts and the trial balance out of { result, data }', async () => {
    const accounts = [{ code: 'escrow:12', kind: 'escrow', debits_minor: 0, credits_minor: 1200000, balance_minor: 1200000 }];
    fetchMock.mockResolvedValueOnce(answer({ result: true, data: accounts }));
    await expect(dataProvider.ledgerAccounts()).resolves.toEqual(accounts);
    expect(call()).toMatchObject({ url: '/api/admin/ledger/accounts', method: 'GET' });

    fetchMock.mockResolvedValueOnce(answer({ result: true, data: { debits: 5, credits: 5, balanced: true } }));
    await expect(dataProvider.trialBalance()).resolves.toEqual({ debits: 5, credits: 5, balanced: true });
    expect(call(1)).toMatchObject({ url: '/api/admin/ledger/trial-balance', method: 'GET' });
  });

  it('posts a payout retry by application id', async () => {
    fetchMock.mockResolvedValueOnce(answer({ result: true, message: 'Payout sent again' }));
    await expect(dataProvider.retryPayout(12)).resolves.toMatchObject({ message: 'Payout sent again' });
    expect(call()).toEqual({ url: '/api/admin/payouts/12/retry', method: 'POST', body: {} });
  });

  it('posts a refund retry by refund id', async () => {
    fetchMock.mockResolvedValueOnce(answer({ result: true, message: 'Refund sent again' }));
    await expect(dataProvider.retryRefund(51)).resolves.toMatchObject({ message: 'Refund sent again' });
    expect(call()).toEqual({ url: '/api/admin/refunds/51/retry', method: 'POST', body: {} });
  });

  it("reads a dispute's timeline and thread out of { result, data }", async () => {
    const events = [{ id: 1, application_id: 12, move: 'approve', from_status: 'pending', to_status: 'approved', actor: 'employer', actor_id: 3, at: '2026-11-18T12:00:00Z' }];
    fetchMock.mockResolvedValueOnce(answer({ result: true, message: 'OK', data: events }));
    await expect(dataProvider.disputeTimeline(5)).resolves.toEqual(events);
    expect(call()).toMatchObject({ url: '/api/admin/disputes/5/timeline', method: 'GET' });

    const thread = { application_id: 12, job_title: 'Fix leaking sink', participants: [], items: [] };
    fetchMock.mockResolvedValueOnce(answer({ result: true, message: 'OK', data: thread }));
    await expect(dataProvider.disputeThread(5)).resolves.toEqual(thread);
    expect(call(1)).toMatchObject({ url: '/api/admin/disputes/5/thread', method: 'GET' });
  });

  it('posts a dispute resolution with its body', async () => {
    fetchMock.mockResolvedValueOnce(answer({ result: true, message: 'Dispute resolved' }));
    await dataProvider.resolveDispute(5, { resolution: 'split', freelancer_amount: '5000.00', note: 'Half' });
    expect(call()).toEqual({
      url: '/api/admin/disputes/5/resolve',
      method: 'POST',
      body: { resolution: 'split', freelancer_amount: '5000.00', note: 'Half' },
    });
  });

  it('turns field errors of a refused resolution into an HttpError carrying them', async () => {
    fetchMock.mockResolvedValueOnce(
      answer({ result: false, message: 'Some data are not correctly entered', errors: { freelancer_amount: 'Too much' } }, 400),
    );
    await expect(dataProvider.resolveDispute(5, { resolution: 'split', freelancer_amount: '99999.00' })).rejects.toMatchObject({
      status: 400,
      body: { errors: { freelancer_amount: 'Too much' } },
    });
  });

  it('reads the marketplace health out of { result, data }', async () => {
    const health = { currency: 'NGN', as_of: '2026-11-23T12:00:00.000Z', escrow_minor: 2500000, payouts_waiting: null };
    fetchMock.mockResolvedValueOnce(answer({ result: true, message: 'OK', data: health }));
    await expect(dataProvider.dashboardHealth()).resolves.toEqual(health);
    expect(call()).toMatchObject({ url: '/api/admin/dashboard/health', method: 'GET' });
  });

  it('runs the reconciliation', async () => {
    fetchMock.mockResolvedValueOnce(answer({ result: true, message: 'Done', data: { found: 2 } }));
    await expect(dataProvider.runReconciliation()).resolves.toMatchObject({ data: { found: 2 } });
    expect(call()).toEqual({ url: '/api/admin/reconciliation/run', method: 'POST', body: {} });
  });

  it('lists the new resources under /api/admin/<rest> with simple-rest', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify([{ id: 1 }]), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'Content-Range': 'ledger 0-0/1' },
      }),
    );
    await dataProvider.getList('admin/ledger', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'id', order: 'DESC' },
      filter: { account_code: 'escrow:12' },
    });
    const { url } = call();
    expect(url.startsWith('/api/admin/ledger?')).toBe(true);
    expect(decodeURIComponent(url)).toContain('filter={"account_code":"escrow:12"}');
  });

  it('resolves a contested no-show: POST /api/admin/reliability/:id/resolve { decision, note }', async () => {
    fetchMock.mockResolvedValueOnce(answer({ result: true, message: 'No-show upheld' }));
    await expect(dataProvider.resolveReliability(41, { decision: 'upheld', note: 'No check-in' })).resolves.toMatchObject({ message: 'No-show upheld' });
    expect(call()).toEqual({ url: '/api/admin/reliability/41/resolve', method: 'POST', body: { decision: 'upheld', note: 'No check-in' } });
  });

  it('hides a rating comment with PUT /api/admin/ratings/:id { hidden, hidden_reason }', async () => {
    fetchMock.mockResolvedValueOnce(answer({ id: 5, hidden: true, hidden_reason: 'Insult' }));
    await dataProvider.update('admin/ratings', { id: 5, data: { hidden: true, hidden_reason: 'Insult' }, previousData: { id: 5 } });
    expect(call()).toEqual({ url: '/api/admin/ratings/5', method: 'PUT', body: { hidden: true, hidden_reason: 'Insult' } });
  });

  it('revokes a badge, takes a job down and restores it (docs/trust.md "Identity and safe jobs")', async () => {
    fetchMock.mockImplementation(async () => answer({ result: true, message: 'Done' }));
    await dataProvider.revokeIdentity(11, 'Someone else’s account');
    await dataProvider.takeDownListing(40, 'Asks for a fee');
    await dataProvider.restoreListing(40, 'Reviewed: fine');
    await dataProvider.restoreListing(41);
    expect([0, 1, 2, 3].map((index) => call(index))).toEqual([
      { url: '/api/admin/identities/11/revoke', method: 'POST', body: { reason: 'Someone else’s account' } },
      { url: '/api/admin/listings/40/take-down', method: 'POST', body: { reason: 'Asks for a fee' } },
      { url: '/api/admin/listings/40/restore', method: 'POST', body: { note: 'Reviewed: fine' } },
      { url: '/api/admin/listings/41/restore', method: 'POST', body: {} },
    ]);
  });

  it('reads the identity checks and the reported jobs by their REST names', async () => {
    fetchMock.mockImplementation(async () => new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json', 'Content-Range': 'items 0-0/0' } }));
    await dataProvider.getList('admin/identities', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'DESC' }, filter: { status: 'failed' } });
    await dataProvider.getList('admin/listingreports', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'DESC' }, filter: { listing_moderation: 'hidden' } });
    expect(call(0).url.startsWith('/api/admin/identities?')).toBe(true);
    expect(call(1).url.startsWith('/api/admin/listingreports?')).toBe(true);
  });
});
