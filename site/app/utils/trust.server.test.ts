// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { action as hireAction, loader as hireLoader } from '~/routes/market/hire';
import { stepCall } from './hires.server';
import { loader as applicantsLoader } from '~/routes/employer/applicants';
import { loader as jobsLoader } from '~/routes/freelancer/jobs';
import { action as setLocale } from '~/routes/set-locale';
import { filtersFromUrl, filtersToApi } from './search';
import { applicantsQuery, applicantsView, hireStart, isLate } from './trust';
import { api, args, cookies, get, hire, post, run, toastOf } from '~/test/route-harness';

describe('trust api.calls of the hire page', () => {
  it('maps rate, no-show and contest to the contract’s calls, and refuses the other side’s', () => {
    expect(stepCall('employer', 7, 'rate', { stars: 5, comment: 'Great' })).toEqual({ method: 'POST', path: '/hires/7/rating', body: { stars: 5, comment: 'Great' } });
    expect(stepCall('freelancer', 7, 'rate', { stars: 3 })).toEqual({ method: 'POST', path: '/hires/7/rating', body: { stars: 3 } });
    expect(stepCall('employer', 7, 'no_show')).toEqual({ method: 'POST', path: '/employer/hires/7/no-show', body: {} });
    expect(stepCall('freelancer', 7, 'contest', { note: 'I was there' })).toEqual({ method: 'POST', path: '/freelancer/hires/7/no-show/contest', body: { note: 'I was there' } });
    expect(stepCall('employer', 7, 'cancel', { reason: 'other', note: 'Rain' })).toEqual({ method: 'POST', path: '/hires/7/cancel', body: { reason: 'other', note: 'Rain' } });
    expect(stepCall('freelancer', 7, 'no_show')).toBeNull();
    expect(stepCall('employer', 7, 'contest', { note: 'x' })).toBeNull();
  });

  it('rates with POST /api/hires/:id/rating { stars, comment } and thanks with a toast', async () => {
    api.answer = () => ({ status: 201, body: { result: true, message: 'OK', data: { id: 1, stars: 4 } } });
    const out = await run(async () => hireAction(args(await post('/employer/hires/7', { intent: 'rate', stars: '4', comment: '  On time, careful  ' }))));
    expect(api.calls).toEqual([{ method: 'POST', path: '/hires/7/rating', body: { stars: 4, comment: 'On time, careful' } }]);
    expect(out).toMatchObject({ status: 302, location: '/employer/hires/7' });
    const res = await hireAction(args(await post('/employer/hires/7', { intent: 'rate', stars: '5' })));
    expect(await toastOf(res as Response)).toMatchObject({ type: 'success', description: 'Thank you for your rating' });
    expect(api.calls[1]).toEqual({ method: 'POST', path: '/hires/7/rating', body: { stars: 5 } });
  });

  it('refuses stars outside 1-5 and comments over 500 characters before calling the API', async () => {
    api.userType = 'freelancer';
    const none = await run(async () => hireAction(args(await post('/freelancer/hires/7', { intent: 'rate', stars: '' }))));
    const six = await run(async () => hireAction(args(await post('/freelancer/hires/7', { intent: 'rate', stars: '6' }))));
    const long = await run(async () => hireAction(args(await post('/freelancer/hires/7', { intent: 'rate', stars: '3', comment: 'x'.repeat(501) }))));
    expect(none).toMatchObject({ status: 400, data: { intent: 'rate', fieldErrors: { stars: 'trust.starsRequired' } } });
    expect(six).toMatchObject({ status: 400, data: { fieldErrors: { stars: 'trust.starsRequired' } } });
    expect(long).toMatchObject({ status: 400, data: { fieldErrors: { comment: 'trust.commentMax' } } });
    expect(api.calls).toEqual([]);
  });

  it('turns a 409 (already rated, window closed) into an error toast', async () => {
    api.answer = () => ({ status: 409, body: { result: false, message: 'The rating window for this hire has closed' } });
    const res = await hireAction(args(await post('/employer/hires/7', { intent: 'rate', stars: '2' })));
    expect((res as Response).status).toBe(302);
    expect(await toastOf(res as Response)).toMatchObject({ type: 'error', description: 'The rating window for this hire has closed' });
  });

  it('cancels with a reason code from CANCEL_REASONS and an optional note', async () => {
    const bad = await run(async () => hireAction(args(await post('/employer/hires/7', { intent: 'cancel', reason: 'I changed my mind' }))));
    const longNote = await run(async () => hireAction(args(await post('/employer/hires/7', { intent: 'cancel', reason: 'other', note: 'n'.repeat(501) }))));
    expect(bad).toMatchObject({ status: 400, data: { intent: 'cancel', fieldErrors: { reason: 'trust.reasonRequired' } } });
    expect(longNote).toMatchObject({ status: 400, data: { intent: 'cancel', fieldErrors: { note: 'trust.noteMax' } } });
    expect(api.calls).toEqual([]);
    api.answer = () => hire('cancelled');
    await run(async () => hireAction(args(await post('/employer/hires/7', { intent: 'cancel', reason: 'job_no_longer_needed', note: ' Rain ' }))));
    await run(async () => hireAction(args(await post('/employer/hires/7', { intent: 'cancel', reason: 'schedule_changed', note: '' }))));
    expect(api.calls).toEqual([
      { method: 'POST', path: '/hires/7/cancel', body: { reason: 'job_no_longer_needed', note: 'Rain' } },
      { method: 'POST', path: '/hires/7/cancel', body: { reason: 'schedule_changed' } },
    ]);
  });

  it('reports a no-show (employer) and contests it with a required note (freelancer)', async () => {
    api.answer = () => hire('refunded');
    const out = await run(async () => hireAction(args(await post('/employer/hires/7', { intent: 'no_show' }))));
    expect(out).toMatchObject({ status: 302, location: '/employer/hires/7' });
    api.userType = 'freelancer';
    const empty = await run(async () => hireAction(args(await post('/freelancer/hires/7', { intent: 'contest', note: ' ' }))));
    expect(empty).toMatchObject({ status: 400, data: { intent: 'contest', fieldErrors: { note: 'trust.contestRequired' } } });
    await run(async () => hireAction(args(await post('/freelancer/hires/7', { intent: 'contest', note: 'I was there at 9' }))));
    expect(api.calls).toEqual([
      { method: 'POST', path: '/employer/hires/7/no-show', body: {} },
      { method: 'POST', path: '/freelancer/hires/7/no-show/contest', body: { note: 'I was there at 9' } },
    ]);
  });

  it('refuses the other side’s no-show steps', async () => {
    api.userType = 'freelancer';
    expect((await run(async () => hireAction(args(await post('/freelancer/hires/7', { intent: 'no_show' }))))).status).toBe(400);
    expect(api.calls).toEqual([]);
  });

  it('tells the page whether a cancellation is late (within 24 h of the Lagos start)', async () => {
    const soon = new Date(Date.now() + 3 * 3600 * 1000);
    const day = soon.toISOString().slice(0, 10);
    api.answer = () => ({ body: { result: true, message: 'OK', data: { id: 7, status: 'funded', listing: { job_date: '2099-01-01', job_sart_time: null }, can: {} } } });
    expect((await run(async () => hireLoader(args(await get('/employer/hires/7'))))).data).toMatchObject({ late: false });
    api.answer = () => ({ body: { result: true, message: 'OK', data: { id: 7, status: 'funded', listing: { job_date: day, job_sart_time: null }, can: {} } } });
    expect((await run(async () => hireLoader(args(await get('/employer/hires/7'))))).data).toMatchObject({ late: true });
  });
});

describe('hire start and lateness', () => {
  it('reads job_date + job_sart_time in Africa/Lagos, midnight without a time', () => {
    expect(hireStart({ job_date: '2026-12-01', job_sart_time: '09:30' })?.toISOString()).toBe('2026-12-01T08:30:00.000Z');
    expect(hireStart({ job_date: '2026-12-01T00:00:00.000Z', job_sart_time: null })?.toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(hireStart({ job_date: null, job_sart_time: '09:00' })).toBeNull();
    const now = new Date('2026-11-30T09:00:00Z');
    expect(isLate({ job_date: '2026-12-01', job_sart_time: '09:30' }, now)).toBe(true);
    expect(isLate({ job_date: '2026-12-02', job_sart_time: '09:30' }, now)).toBe(false);
    expect(isLate({ job_date: '2026-11-29', job_sart_time: null }, now)).toBe(true);
  });
});

describe('sorting and filtering by trust', () => {
  it('passes sort and min_rating of the applicants page on to GET /api/employer/listings/:id/applicants', async () => {
    api.answer = (c) => ({ body: { result: true, message: 'OK', data: c.path.includes('/applicants') ? [{ id: 3, freelancer: { id: 9, name: 'Bola', avatar: null }, rating: { average: 4.5, count: 4 }, reliability: { score: 90, hires: 10 } }] : { id: 5, job_title: 'Garden' } } });
    const out = await run(async () => applicantsLoader(args(await get('/employer/listings/5/applicants?sort=rating&min_rating=4'), { id: '5' })));
    expect(api.calls.map((c) => c.path).sort()).toEqual(['/employer/listings/5', '/employer/listings/5/applicants?sort=rating&min_rating=4']);
    expect(out.data).toMatchObject({ view: { sort: 'rating', min_rating: '4' }, applicants: [{ rating: { average: 4.5, count: 4 }, reliability: { score: 90, hires: 10 } }] });
    api.calls = [];
    await run(async () => applicantsLoader(args(await get('/employer/listings/5/applicants?sort=reliability&min_rating=9'), { id: '5' })));
    expect(api.calls.map((c) => c.path)).toContain('/employer/listings/5/applicants?sort=reliability');
    api.calls = [];
    await run(async () => applicantsLoader(args(await get('/employer/listings/5/applicants'), { id: '5' })));
    expect(api.calls.map((c) => c.path)).toContain('/employer/listings/5/applicants');
  });

  it('reads the applicants view from the URL, dropping unknown values', () => {
    expect(applicantsView(new URLSearchParams('sort=hack&min_rating=abc'))).toEqual({ sort: 'newest', min_rating: '' });
    expect(applicantsQuery(applicantsView(new URLSearchParams('sort=reliability&min_rating=4.5')))).toBe('sort=reliability&min_rating=4.5');
  });

  it('searches jobs sorted by employer rating with sort=employer_rating', async () => {
    expect(filtersToApi(filtersFromUrl(new URLSearchParams('sort=employer_rating')))).toContain('sort=employer_rating');
    api.userType = 'freelancer';
    // The search's page for /jobs, an empty list for the lookups the page loads beside it.
    api.answer = ({ path }) =>
      path.startsWith('/jobs?')
        ? { body: { result: true, message: 'OK', data: { items: [], total: 0, page: 1, per_page: 10, pages: 0 } } }
        : { body: { result: true, message: 'OK', data: [] } };
    await run(async () => jobsLoader(args(await get('/freelancer/jobs?sort=employer_rating'))));
    expect(api.calls.map((c) => c.path)).toContain('/jobs?sort=employer_rating&page=1&per_page=10&facets=false');
  });
});

describe('language switch', () => {
  it('saves the language on the account with PUT /api/profile/language when signed in', async () => {
    const req = await post('/set-locale', { lang: 'fr', redirectTo: '/home' });
    const out = await run(async () => setLocale(args(new Request(req, { headers: { ...Object.fromEntries(req.headers), Accept: 'text/html' } }))));
    expect(api.calls).toEqual([{ method: 'PUT', path: '/profile/language', body: { language: 'fr' } }]);
    expect(out).toMatchObject({ status: 302, location: '/home' });
  });

  it('only sets the cookie for a visitor', async () => {
    const { csrf, cookie } = await cookies();
    const visitorCookie = cookie.split('; ').filter((c) => !c.startsWith('__session') && !c.startsWith('gm_session')).join('; ');
    const req = new Request('http://site/set-locale', { method: 'POST', headers: { Cookie: visitorCookie, 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ csrf, lang: 'en' }) });
    await run(async () => setLocale(args(req)));
    expect(api.calls).toEqual([]);
  });
});
