// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { action as hireAction, loader as hireLoader } from '~/routes/market/hire';
import { loader as returnLoader } from '~/routes/employer/hire-return';
import { action as bankAction } from '~/routes/freelancer/bank-account';
import { action as applicantsAction } from '~/routes/employer/applicants';
import { failureKey, stepCall } from './hires.server';
import { api, args, get, hire, post, run, toastOf } from '~/test/route-harness';

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
    api.answer = () => hire('approved');
    const ok = await run(async () => hireLoader(args(await get('/employer/hires/7'))));
    expect(ok.data).toMatchObject({ party: 'employer', hire: { id: 7 } });
    expect(api.calls).toEqual([{ method: 'GET', path: '/hires/7', body: undefined }]);
    api.answer = () => ({ status: 404, body: { result: false, message: 'Not found' } });
    expect((await run(async () => hireLoader(args(await get('/employer/hires/7'))))).status).toBe(404);
  });

  it('sends the browser to the provider’s checkout page after POST fund', async () => {
    api.answer = () => ({ body: { result: true, message: 'OK', data: { authorization_url: 'https://checkout.paystack.com/abc', reference: 'r1' } } });
    const out = await run(async () => hireAction(args(await post('/employer/hires/7', { intent: 'fund' }))));
    expect(api.calls).toEqual([{ method: 'POST', path: '/employer/hires/7/fund', body: {} }]);
    expect(out).toMatchObject({ status: 302, location: 'https://checkout.paystack.com/abc' });
  });

  it('validates the amount before PUT amount, and sends it as a decimal string', async () => {
    const bad = await run(async () => hireAction(args(await post('/employer/hires/7', { intent: 'amount', agreed_amount: '0' }))));
    expect(bad).toMatchObject({ status: 400, data: { intent: 'amount', fieldErrors: { agreed_amount: 'hires.amountInvalid' } } });
    expect(api.calls).toEqual([]);
    api.answer = () => hire('approved');
    const ok = await run(async () => hireAction(args(await post('/employer/hires/7', { intent: 'amount', agreed_amount: '15,000.5' }))));
    expect(api.calls).toEqual([{ method: 'PUT', path: '/employer/hires/7/amount', body: { agreed_amount: '15000.50' } }]);
    expect(ok).toMatchObject({ status: 302, location: '/employer/hires/7' });
  });

  it('needs a reason to cancel or dispute', async () => {
    api.userType = 'freelancer';
    const bad = await run(async () => hireAction(args(await post('/freelancer/hires/7', { intent: 'cancel', reason: ' ' }))));
    const bad2 = await run(async () => hireAction(args(await post('/freelancer/hires/7', { intent: 'dispute', reason: 'x'.repeat(501) }))));
    expect(bad).toMatchObject({ status: 400, data: { intent: 'cancel', fieldErrors: { reason: 'trust.reasonRequired' } } });
    expect(bad2).toMatchObject({ status: 400, data: { fieldErrors: { reason: 'hires.reasonRequired' } } });
    api.answer = () => hire('disputed');
    await run(async () => hireAction(args(await post('/freelancer/hires/7', { intent: 'dispute', reason: 'Not paid' }))));
    expect(api.calls).toEqual([{ method: 'POST', path: '/hires/7/dispute', body: { reason: 'Not paid' } }]);
  });

  it('turns a 409 into a toast and back to the hire page', async () => {
    api.userType = 'freelancer';
    api.answer = () => ({ status: 409, body: { result: false, message: 'This hire is approved: that step is not possible now' } });
    const res = (await hireAction(args(await post('/freelancer/hires/7', { intent: 'start' })))) as Response;
    expect(api.calls).toEqual([{ method: 'POST', path: '/freelancer/hires/7/start', body: {} }]);
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/freelancer/hires/7');
    expect(await toastOf(res)).toMatchObject({ type: 'error', description: 'This hire is approved: that step is not possible now' });
  });

  it('refuses another side’s page', async () => {
    api.userType = 'freelancer';
    const out = await run(async () => hireLoader(args(await get('/employer/hires/7'))));
    expect(out.location).toMatch(/^\/unauthorized/);
    expect(api.calls).toEqual([]);
  });
});

describe('payment return', () => {
  it('only triggers POST verify (the query string is not passed on), then back to the hire page', async () => {
    api.answer = () => hire('funded');
    const out = await run(async () => returnLoader(args(await get('/employer/hires/7/return?reference=forged&trxref=forged'))));
    expect(api.calls).toEqual([{ method: 'POST', path: '/employer/hires/7/verify', body: {} }]);
    expect(out).toMatchObject({ status: 302, location: '/employer/hires/7' });
  });

  it('says when the payment is still being confirmed, and when the provider did not answer', async () => {
    api.answer = () => hire('approved');
    const pending = (await returnLoader(args(await get('/employer/hires/7/return')))) as Response;
    expect(await toastOf(pending)).toMatchObject({ type: 'success', description: 'We are still confirming your payment' });
    api.answer = () => ({ body: { result: true, message: 'OK', data: { id: 7, status: 'approved', can: { verify: false } } } });
    const failed = (await returnLoader(args(await get('/employer/hires/7/return')))) as Response;
    expect(await toastOf(failed)).toMatchObject({ type: 'error', description: 'The payment did not go through: you can pay again' });
    api.answer = () => ({ body: { result: true, message: 'OK', data: { id: 7, status: 'approved', can: { verify: false }, last_charge: { status: 'failed', refused: true, failure_reason: null } } } });
    const refused = (await returnLoader(args(await get('/employer/hires/7/return')))) as Response;
    expect(await toastOf(refused)).toMatchObject({ type: 'error', description: 'The amount paid was not the amount asked: it goes back to your account. You can pay again' });
    api.answer = () => hire('funded');
    const received = (await returnLoader(args(await get('/employer/hires/7/return')))) as Response;
    expect(await toastOf(received)).toMatchObject({ description: 'Payment received: the money is held safely until the work is done' });
    api.answer = () => ({ status: 502, body: { result: false, message: 'The payment provider did not answer: try again' } });
    const down = (await returnLoader(args(await get('/employer/hires/7/return')))) as Response;
    expect(await toastOf(down)).toMatchObject({ type: 'error', description: 'The payment provider did not answer: try again' });
  });
});

describe('bank account', () => {
  beforeEach(() => {
    api.userType = 'freelancer';
  });

  it('checks the fields before asking the API', async () => {
    const out = await run(async () => bankAction(args(await post('/freelancer/bank-account', { intent: 'resolve', bank_code: '', account_number: '12345' }), {})));
    expect(out).toMatchObject({ status: 400, data: { fieldErrors: { bank_code: 'bank.bankRequired', account_number: 'bank.accountNumberInvalid' } } });
    expect(api.calls).toEqual([]);
  });

  it('resolves, then saves with the name shown', async () => {
    const resolved = { account_name: 'ADA OBI', account_number: '0123456789', bank_code: '058', bank_name: 'GTBank' };
    api.answer = () => ({ body: { result: true, message: 'OK', data: resolved } });
    const step1 = await run(async () => bankAction(args(await post('/freelancer/bank-account', { intent: 'resolve', bank_code: '058', account_number: '0123456789' }), {})));
    expect(api.calls).toEqual([{ method: 'POST', path: '/freelancer/bank-account/resolve', body: { bank_code: '058', account_number: '0123456789' } }]);
    expect(step1.data).toMatchObject({ step: 'resolve', resolved });
    api.calls = [];
    const step2 = await run(async () => bankAction(args(await post('/freelancer/bank-account', { intent: 'save', bank_code: '058', account_number: '0123456789', account_name: 'ADA OBI' }), {})));
    expect(api.calls).toEqual([{ method: 'PUT', path: '/freelancer/bank-account', body: { bank_code: '058', account_number: '0123456789', account_name: 'ADA OBI' } }]);
    expect(step2).toMatchObject({ status: 302, location: '/freelancer/money' });
  });

  it('shows the provider notice when Paystack does not answer', async () => {
    api.answer = () => ({ status: 502, body: { result: false, message: 'The payment provider did not answer: try again' } });
    const out = await run(async () => bankAction(args(await post('/freelancer/bank-account', { intent: 'resolve', bank_code: '058', account_number: '0123456789' }), {})));
    expect(out).toMatchObject({ status: 502, data: { error: 'hires.providerDown' } });
  });
});

describe('approving an applicant', () => {
  it('posts the agreed amount', async () => {
    api.answer = () => hire('approved');
    const out = await run(async () => applicantsAction(args(await post('/employer/listings/3/applicants', { intent: 'approve', application: '7', agreed_amount: '12000' }), { id: '3' })));
    expect(api.calls).toEqual([{ method: 'POST', path: '/employer/applications/7/approve', body: { agreed_amount: '12000.00' } }]);
    expect(out).toMatchObject({ status: 302, location: '/employer/listings/3/applicants' });
  });
});
