// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { action as hireAction, loader as hireLoader } from '~/routes/market/hire';
import { loader as returnLoader } from '~/routes/employer/hire-return';
import { action as bankAction } from '~/routes/freelancer/bank-account';
import { action as applicantsAction } from '~/routes/employer/applicants';
import { failureKey, stepCall } from './hires.server';
import { ensureCsrf, sessionStorage } from './session.server';

type Call = { method: string; path: string; body: unknown };
type Answer = { status?: number; body: unknown };

let calls: Call[] = [];
let userType = 'employer';
let answer: (call: Call) => Answer = () => ({ body: { result: true, message: 'OK', data: {} } });

beforeEach(() => {
  calls = [];
  userType = 'employer';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = new URL(url).pathname.replace(/^\/api/, '') + new URL(url).search;
      if (path === '/auth/me') return Response.json({ result: true, message: 'OK', data: { id: 1, name: 'Ada', user_type: userType } });
      const call: Call = { method: init.method ?? 'GET', path, body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const a = answer(call);
      return Response.json(a.body, { status: a.status ?? 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function cookies(): Promise<{ cookie: string; csrf: string }> {
  const session = await sessionStorage.getSession();
  session.set('token', 'tok');
  const csrf = await ensureCsrf(new Request('http://site/'));
  const sessionCookie = (await sessionStorage.commitSession(session)).split(';')[0];
  return { cookie: `${sessionCookie}; ${csrf.setCookie!.split(';')[0]}`, csrf: csrf.token };
}

async function get(url: string) {
  const { cookie } = await cookies();
  return new Request(`http://site${url}`, { headers: { Cookie: cookie } });
}

async function post(url: string, fields: Record<string, string>) {
  const { cookie, csrf } = await cookies();
  return new Request(`http://site${url}`, {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf, ...fields }),
  });
}

/** What a route answered: a thrown or returned Response, or a data() value. */
async function run(fn: () => Promise<unknown>): Promise<{ status: number; location?: string | null; data?: unknown }> {
  let out: unknown;
  try {
    out = await fn();
  } catch (e) {
    out = e;
  }
  if (out instanceof Response) return { status: out.status, location: out.headers.get('Location') };
  if (out && typeof out === 'object' && 'type' in out && (out as { type: string }).type === 'DataWithResponseInit') {
    const d = out as unknown as { data: unknown; init: { status?: number } | null };
    return { status: d.init?.status ?? 200, data: d.data };
  }
  return { status: 200, data: out };
}

async function toastOf(res: Response) {
  const cookie = res.headers.get('Set-Cookie')!.split(';')[0];
  return (await sessionStorage.getSession(cookie)).get('toast');
}

const hire = (status: string): Answer => ({ body: { result: true, message: 'OK', data: { id: 7, status, can: { verify: status === 'approved' } } } });
const args = (request: Request, params: Record<string, string> = { id: '7' }) => ({ request, params, context: {} }) as never;

describe('the API call of each step', () => {
  it('maps intents to the contract’s calls, and refuses the other side’s steps', () => {
    expect(stepCall('employer', 7, 'amount', { agreed_amount: '12000.00' })).toEqual({ method: 'PUT', path: '/employer/hires/7/amount', body: { agreed_amount: '12000.00' } });
    expect(stepCall('employer', 7, 'fund')).toEqual({ method: 'POST', path: '/employer/hires/7/fund', body: {} });
    expect(stepCall('employer', 7, 'complete')).toEqual({ method: 'POST', path: '/employer/hires/7/complete', body: {} });
    expect(stepCall('freelancer', 7, 'start')).toEqual({ method: 'POST', path: '/freelancer/hires/7/start', body: {} });
    expect(stepCall('freelancer', 7, 'done')).toEqual({ method: 'POST', path: '/freelancer/hires/7/done', body: {} });
    expect(stepCall('freelancer', 7, 'cancel', { reason: 'schedule_changed' })).toEqual({ method: 'POST', path: '/hires/7/cancel', body: { reason: 'schedule_changed' } });
    expect(stepCall('employer', 7, 'dispute', { reason: 'No show' })).toEqual({ method: 'POST', path: '/hires/7/dispute', body: { reason: 'No show' } });
    expect(stepCall('freelancer', 7, 'fund')).toBeNull();
    expect(stepCall('employer', 7, 'start')).toBeNull();
  });

  it('words failures: the provider notice for 502, a retry notice with no answer, else the API’s message', () => {
    expect(failureKey({ ok: false, status: 502, body: { result: false, message: 'Bad gateway' } })).toBe('hires.providerDown');
    expect(failureKey({ ok: false, status: 0, body: { result: false, message: 'ECONNREFUSED' } })).toBe('hires.unreachable');
    expect(failureKey({ ok: false, status: 409, body: { result: false, message: 'This hire is funded: that step is not possible now' } })).toBe('This hire is funded: that step is not possible now');
  });
});

describe('hire page', () => {
  it('loads the hire with GET /api/hires/:id, and a 404 is the not-found page', async () => {
    answer = () => hire('approved');
    const ok = await run(async () => hireLoader(args(await get('/employer/hires/7'))));
    expect(ok.data).toMatchObject({ party: 'employer', hire: { id: 7 } });
    expect(calls).toEqual([{ method: 'GET', path: '/hires/7', body: undefined }]);
    answer = () => ({ status: 404, body: { result: false, message: 'Not found' } });
    expect((await run(async () => hireLoader(args(await get('/employer/hires/7'))))).status).toBe(404);
  });

  it('sends the browser to the provider’s checkout page after POST fund', async () => {
    answer = () => ({ body: { result: true, message: 'OK', data: { authorization_url: 'https://checkout.paystack.com/abc', reference: 'r1' } } });
    const out = await run(async () => hireAction(args(await post('/employer/hires/7', { intent: 'fund' }))));
    expect(calls).toEqual([{ method: 'POST', path: '/employer/hires/7/fund', body: {} }]);
    expect(out).toMatchObject({ status: 302, location: 'https://checkout.paystack.com/abc' });
  });

  it('validates the amount before PUT amount, and sends it as a decimal string', async () => {
    const bad = await run(async () => hireAction(args(await post('/employer/hires/7', { intent: 'amount', agreed_amount: '0' }))));
    expect(bad).toMatchObject({ status: 400, data: { intent: 'amount', fieldErrors: { agreed_amount: 'hires.amountInvalid' } } });
    expect(calls).toEqual([]);
    answer = () => hire('approved');
    const ok = await run(async () => hireAction(args(await post('/employer/hires/7', { intent: 'amount', agreed_amount: '15,000.5' }))));
    expect(calls).toEqual([{ method: 'PUT', path: '/employer/hires/7/amount', body: { agreed_amount: '15000.50' } }]);
    expect(ok).toMatchObject({ status: 302, location: '/employer/hires/7' });
  });

  it('needs a reason to cancel or dispute', async () => {
    userType = 'freelancer';
    const bad = await run(async () => hireAction(args(await post('/freelancer/hires/7', { intent: 'cancel', reason: ' ' }))));
    const bad2 = await run(async () => hireAction(args(await post('/freelancer/hires/7', { intent: 'dispute', reason: 'x'.repeat(501) }))));
    expect(bad).toMatchObject({ status: 400, data: { intent: 'cancel', fieldErrors: { reason: 'trust.reasonRequired' } } });
    expect(bad2).toMatchObject({ status: 400, data: { fieldErrors: { reason: 'hires.reasonRequired' } } });
    answer = () => hire('disputed');
    await run(async () => hireAction(args(await post('/freelancer/hires/7', { intent: 'dispute', reason: 'Not paid' }))));
    expect(calls).toEqual([{ method: 'POST', path: '/hires/7/dispute', body: { reason: 'Not paid' } }]);
  });

  it('turns a 409 into a toast and back to the hire page', async () => {
    userType = 'freelancer';
    answer = () => ({ status: 409, body: { result: false, message: 'This hire is approved: that step is not possible now' } });
    const res = (await hireAction(args(await post('/freelancer/hires/7', { intent: 'start' })))) as Response;
    expect(calls).toEqual([{ method: 'POST', path: '/freelancer/hires/7/start', body: {} }]);
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/freelancer/hires/7');
    expect(await toastOf(res)).toMatchObject({ type: 'error', description: 'This hire is approved: that step is not possible now' });
  });

  it('refuses another side’s page', async () => {
    userType = 'freelancer';
    const out = await run(async () => hireLoader(args(await get('/employer/hires/7'))));
    expect(out.location).toMatch(/^\/unauthorized/);
    expect(calls).toEqual([]);
  });
});

describe('payment return', () => {
  it('only triggers POST verify (the query string is not passed on), then back to the hire page', async () => {
    answer = () => hire('funded');
    const out = await run(async () => returnLoader(args(await get('/employer/hires/7/return?reference=forged&trxref=forged'))));
    expect(calls).toEqual([{ method: 'POST', path: '/employer/hires/7/verify', body: {} }]);
    expect(out).toMatchObject({ status: 302, location: '/employer/hires/7' });
  });

  it('says when the payment is still being confirmed, and when the provider did not answer', async () => {
    answer = () => hire('approved');
    const pending = (await returnLoader(args(await get('/employer/hires/7/return')))) as Response;
    expect(await toastOf(pending)).toMatchObject({ type: 'success', description: 'We are still confirming your payment' });
    answer = () => ({ body: { result: true, message: 'OK', data: { id: 7, status: 'approved', can: { verify: false } } } });
    const failed = (await returnLoader(args(await get('/employer/hires/7/return')))) as Response;
    expect(await toastOf(failed)).toMatchObject({ type: 'error', description: 'The payment did not go through: you can pay again' });
    answer = () => hire('funded');
    const received = (await returnLoader(args(await get('/employer/hires/7/return')))) as Response;
    expect(await toastOf(received)).toMatchObject({ description: 'Payment received: the money is held safely until the work is done' });
    answer = () => ({ status: 502, body: { result: false, message: 'The payment provider did not answer: try again' } });
    const down = (await returnLoader(args(await get('/employer/hires/7/return')))) as Response;
    expect(await toastOf(down)).toMatchObject({ type: 'error', description: 'The payment provider did not answer: try again' });
  });
});

describe('bank account', () => {
  beforeEach(() => {
    userType = 'freelancer';
  });

  it('checks the fields before asking the API', async () => {
    const out = await run(async () => bankAction(args(await post('/freelancer/bank-account', { intent: 'resolve', bank_code: '', account_number: '12345' }), {})));
    expect(out).toMatchObject({ status: 400, data: { fieldErrors: { bank_code: 'bank.bankRequired', account_number: 'bank.accountNumberInvalid' } } });
    expect(calls).toEqual([]);
  });

  it('resolves, then saves with the name shown', async () => {
    const resolved = { account_name: 'ADA OBI', account_number: '0123456789', bank_code: '058', bank_name: 'GTBank' };
    answer = () => ({ body: { result: true, message: 'OK', data: resolved } });
    const step1 = await run(async () => bankAction(args(await post('/freelancer/bank-account', { intent: 'resolve', bank_code: '058', account_number: '0123456789' }), {})));
    expect(calls).toEqual([{ method: 'POST', path: '/freelancer/bank-account/resolve', body: { bank_code: '058', account_number: '0123456789' } }]);
    expect(step1.data).toMatchObject({ step: 'resolve', resolved });
    calls = [];
    const step2 = await run(async () => bankAction(args(await post('/freelancer/bank-account', { intent: 'save', bank_code: '058', account_number: '0123456789', account_name: 'ADA OBI' }), {})));
    expect(calls).toEqual([{ method: 'PUT', path: '/freelancer/bank-account', body: { bank_code: '058', account_number: '0123456789', account_name: 'ADA OBI' } }]);
    expect(step2).toMatchObject({ status: 302, location: '/freelancer/money' });
  });

  it('shows the provider notice when Paystack does not answer', async () => {
    answer = () => ({ status: 502, body: { result: false, message: 'The payment provider did not answer: try again' } });
    const out = await run(async () => bankAction(args(await post('/freelancer/bank-account', { intent: 'resolve', bank_code: '058', account_number: '0123456789' }), {})));
    expect(out).toMatchObject({ status: 502, data: { error: 'hires.providerDown' } });
  });
});

describe('approving an applicant', () => {
  it('posts the agreed amount', async () => {
    answer = () => hire('approved');
    const out = await run(async () => applicantsAction(args(await post('/employer/listings/3/applicants', { intent: 'approve', application: '7', agreed_amount: '12000' }), { id: '3' })));
    expect(calls).toEqual([{ method: 'POST', path: '/employer/applications/7/approve', body: { agreed_amount: '12000.00' } }]);
    expect(out).toMatchObject({ status: 302, location: '/employer/listings/3/applicants' });
  });
});
