// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { action as identityAction, loader as identityLoader } from '~/routes/market/identity';
import { action as detailsAction } from '~/routes/freelancer/details';
import { loader as jobsLoader } from '~/routes/freelancer/jobs';
import { activeFilterCount, filtersFromUrl, filtersToApi, filtersToUrl } from './search';
import { identityFormErrors } from './identity';
import { api, args, get, post, run, toastOf } from '~/test/route-harness';

const good = { bvn: '222 1234 5678', bank_code: '058', account_number: '0123456789' };

describe('the identity check (docs/trust.md "Identity and safe jobs")', () => {
  it('reads the check and the banks', async () => {
    api.userType = 'freelancer';
    api.answer = (call) =>
      call.path === '/banks'
        ? { body: { result: true, message: 'OK', data: [{ name: 'Access Bank', code: '044' }] } }
        : { body: { result: true, message: 'OK', data: { status: 'checking', requested_at: '2026-11-12T10:00:00Z', verified_at: null, bank_name: null, account_last4: null, reason: null, attempts_left_today: 4, locked_until: null } } };
    const out = await run(async () => identityLoader(args(await get('/freelancer/account/identity'))));
    expect(api.calls.map((c) => c.path).sort()).toEqual(['/banks', '/identity']);
    expect(out.data).toMatchObject({ party: 'freelancer', identity: { status: 'checking' }, banks: [{ id: '044', name: 'Access Bank' }], identityError: null });
  });

  it('says when the check cannot be read', async () => {
    api.answer = (call) => (call.path === '/identity' ? { status: 503, body: { result: false, message: 'Service unavailable' } } : { body: { result: true, message: 'OK', data: [] } });
    const out = await run(async () => identityLoader(args(await get('/employer/account/identity'))));
    expect(out.data).toMatchObject({ party: 'employer', identity: null, identityError: 'Service unavailable' });
  });

  it('refuses a BVN that is not 11 digits, a missing bank or a bad account before calling the API, and never sends the BVN back', async () => {
    api.userType = 'freelancer';
    const out = await run(async () => identityAction(args(await post('/freelancer/account/identity', { bvn: '2221234567', bank_code: '', account_number: '12345', use_for_payouts: 'on' }))));
    expect(out).toMatchObject({ status: 400, data: { fieldErrors: { bvn: 'identity.v.bvn', bank_code: 'bank.bankRequired', account_number: 'bank.accountNumberInvalid' } } });
    expect(out.data).toEqual({ values: { bank_code: '', account_number: '12345', use_for_payouts: true }, fieldErrors: expect.any(Object) });
    expect(JSON.stringify(out.data)).not.toContain('2221234567');
    expect(api.calls).toEqual([]);
    expect(identityFormErrors({ bvn: '22212345678', bank_code: '058', account_number: '0123456789', use_for_payouts: false })).toEqual({});
  });

  it('asks for a check with POST /api/identity (use_for_payouts for a freelancer), then shows the page with a toast', async () => {
    api.userType = 'freelancer';
    api.answer = () => ({ status: 201, body: { result: true, message: 'OK', data: { status: 'checking' } } });
    const res = (await identityAction(args(await post('/freelancer/account/identity', { ...good, use_for_payouts: 'on' })))) as Response;
    expect(api.calls).toEqual([{ method: 'POST', path: '/identity', body: { bvn: '22212345678', bank_code: '058', account_number: '0123456789', use_for_payouts: true } }]);
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/freelancer/account/identity');
    expect(await toastOf(res)).toMatchObject({ type: 'success', description: 'We are checking your identity with your bank' });
  });

  it('sends no use_for_payouts for an employer', async () => {
    api.userType = 'employer';
    api.answer = () => ({ status: 201, body: { result: true, message: 'OK', data: { status: 'checking' } } });
    await run(async () => identityAction(args(await post('/employer/account/identity', { ...good, use_for_payouts: 'on' }))));
    expect(api.calls).toEqual([{ method: 'POST', path: '/identity', body: { bvn: '22212345678', bank_code: '058', account_number: '0123456789' } }]);
  });

  it('shows the API’s field errors beside the fields, and a 409 or a 429 as an error toast on the page', async () => {
    api.userType = 'freelancer';
    api.answer = () => ({ status: 400, body: { result: false, message: 'Validation failed', errors: { account_number: 'account_number must be 10 digits' } } });
    const refused = await run(async () => identityAction(args(await post('/freelancer/account/identity', good))));
    expect(refused).toMatchObject({ status: 400, data: { fieldErrors: { account_number: 'account_number must be 10 digits' } } });
    for (const [status, message] of [
      [409, 'Your identity is already being checked'],
      [429, 'Three checks failed today: try again tomorrow'],
    ] as const) {
      api.answer = () => ({ status, body: { result: false, message } });
      const res = (await identityAction(args(await post('/freelancer/account/identity', good)))) as Response;
      expect(res.headers.get('Location')).toBe('/freelancer/account/identity');
      expect(await toastOf(res)).toMatchObject({ type: 'error', description: message });
    }
  });

  it('keeps the form (without the BVN) when the identity service is down', async () => {
    api.userType = 'freelancer';
    api.answer = () => ({ status: 502, body: { result: false, message: 'The identity service did not answer: try again' } });
    const out = await run(async () => identityAction(args(await post('/freelancer/account/identity', good))));
    expect(out).toMatchObject({ status: 502, data: { error: 'The identity service did not answer: try again', values: { bank_code: '058', account_number: '0123456789' } } });
  });
});

describe('report this job', () => {
  it('refuses a reason off the list or a note over 500 characters before calling the API', async () => {
    api.userType = 'freelancer';
    const bad = await run(async () => detailsAction(args(await post('/freelancer/details/4', { intent: 'report', reason: 'spam' }), { id: '4' })));
    const long = await run(async () => detailsAction(args(await post('/freelancer/details/4', { intent: 'report', reason: 'fake', note: 'n'.repeat(501) }), { id: '4' })));
    expect(bad).toMatchObject({ status: 400, data: { intent: 'report', fieldErrors: { reason: 'safety.reasonRequired' } } });
    expect(long).toMatchObject({ status: 400, data: { intent: 'report', fieldErrors: { note: 'safety.noteMax' } } });
    expect(api.calls).toEqual([]);
  });

  it('reports with POST /api/jobs/:id/report { reason, note? } and says so on the page; a 409 says it was already reported', async () => {
    api.userType = 'freelancer';
    api.answer = () => ({ status: 201, body: { result: true, message: 'Thank you: the job is reported and an administrator will review it' } });
    const sent = await run(async () => detailsAction(args(await post('/freelancer/details/4', { intent: 'report', reason: 'asks_for_money', note: ' Asked for ₦5,000 ' }), { id: '4' })));
    const bare = await run(async () => detailsAction(args(await post('/freelancer/details/4', { intent: 'report', reason: 'unsafe', note: '' }), { id: '4' })));
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/jobs/4/report', body: { reason: 'asks_for_money', note: 'Asked for ₦5,000' } },
      { method: 'POST', path: '/jobs/4/report', body: { reason: 'unsafe' } },
    ]);
    expect(sent).toMatchObject({ status: 200, data: { intent: 'report', outcome: 'sent' } });
    expect(bare).toMatchObject({ data: { outcome: 'sent' } });
    api.answer = () => ({ status: 409, body: { result: false, message: 'You already reported this job' } });
    const again = await run(async () => detailsAction(args(await post('/freelancer/details/4', { intent: 'report', reason: 'fake' }), { id: '4' })));
    expect(again).toMatchObject({ status: 200, data: { intent: 'report', outcome: 'already' } });
  });

  it('goes back to the search with the thanks when the report hid the job (its page is gone)', async () => {
    api.userType = 'freelancer';
    api.answer = (call) => (call.method === 'POST' ? { status: 201, body: { result: true, message: 'OK' } } : { status: 404, body: { result: false, message: 'Listing not found' } });
    const res = (await detailsAction(args(await post('/freelancer/details/4', { intent: 'report', reason: 'asks_for_money' }), { id: '4' }))) as Response;
    expect(api.calls).toEqual([
      { method: 'POST', path: '/jobs/4/report', body: { reason: 'asks_for_money' } },
      { method: 'GET', path: '/jobs/4', body: undefined },
    ]);
    expect(res.headers.get('Location')).toBe('/freelancer/jobs');
    expect(await toastOf(res)).toMatchObject({ type: 'success', description: 'Thank you: we will look at this job. It is out of search until then.' });
  });
});

describe('verified employers only (the job search filter)', () => {
  it('reads it from the URL, keeps it there, counts it and sends it on as verified_employers=true', () => {
    const f = filtersFromUrl(new URLSearchParams('q=usher&verified_employers=true'));
    expect(f.verified_employers).toBe(true);
    expect(filtersToUrl(f)).toBe('q=usher&verified_employers=true');
    expect(filtersToUrl({ ...f, page: 2 })).toBe('q=usher&page=2&verified_employers=true');
    expect(new URLSearchParams(filtersToApi(f)).get('verified_employers')).toBe('true');
    expect(activeFilterCount(f)).toBe(1);
    const off = filtersFromUrl(new URLSearchParams('verified_employers=yes'));
    expect(off.verified_employers).toBe(false);
    expect(filtersToUrl(off)).toBe('');
    expect(new URLSearchParams(filtersToApi(off)).has('verified_employers')).toBe(false);
    expect(activeFilterCount(off)).toBe(0);
  });

  it('goes to GET /api/jobs from the page’s URL', async () => {
    api.userType = 'freelancer';
    api.answer = (call) => (call.path.startsWith('/jobs?') ? { body: { result: true, message: 'OK', data: { items: [], total: 0, page: 1, per_page: 10, pages: 0 } } } : { body: { result: true, message: 'OK', data: [] } });
    await run(async () => jobsLoader(args(await get('/freelancer/jobs?verified_employers=true'))));
    const search = api.calls.find((c) => c.path.startsWith('/jobs?'))!;
    expect(new URLSearchParams(search.path.split('?')[1]).get('verified_employers')).toBe('true');
  });
});
