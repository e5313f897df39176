// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loader as freelancerLayout } from '~/routes/freelancer/layout';
import { api, args, get, run, toastOf } from '~/test/route-harness';

const TOKEN = '42.1764580500.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
const anonymous = (url: string, language = 'en') =>
  new Request(`http://site${url}`, { headers: { Cookie: `gm_lang=${language === 'fr' ? 'ImZyIg%3D%3D' : 'ImVuIg%3D%3D'}` } });
const good = () => ({ body: { result: true, message: 'Link checked', data: { path: '/freelancer/money', first_name: 'Ada', phone_hint: '…123' } } });

describe('the WhatsApp chat’s signed link on the page it opens', () => {
  it('is checked by the API, server-side, once; anonymous: sign in first, told who the page is for, never signed in by the link', async () => {
    api.answer = good;
    let thrown: unknown;
    try {
      await freelancerLayout(args(anonymous(`/freelancer/money?wa=${TOKEN}`)));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    const res = thrown as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(`/login?${new URLSearchParams({ redirect: '/freelancer/money' })}`);
    expect(api.calls).toEqual([{ method: 'POST', path: '/whatsapp-links/check', body: { path: '/freelancer/money', token: TOKEN } }]);
    expect(await toastOf(res)).toMatchObject({ description: expect.stringMatching(/^This page is for Ada \(phone …123\)\. Sign in to continue/) });
    // The session carries no token: the link signed nobody in.
    expect(res.headers.get('Set-Cookie')).not.toMatch(/token/);
  });

  it('signed in already: the page itself, the token gone from the address', async () => {
    api.userType = 'freelancer';
    api.answer = good;
    const out = await run(async () => freelancerLayout(args(await get(`/freelancer/account/identity?wa=${TOKEN}&x=1`))));
    expect(out).toMatchObject({ status: 302, location: '/freelancer/account/identity?x=1' });
  });

  it.each([
    [410, 'signedLink.expired'],
    [409, 'signedLink.used'],
    [400, 'signedLink.invalid'],
  ])('a %i from the API is a page of its own saying why (%s), in English and French', async (status, key) => {
    api.answer = () => ({ status, body: { result: false, message: 'No' } });
    const out = await run(async () => freelancerLayout(args(anonymous(`/freelancer/money?wa=${TOKEN}`, 'fr'))));
    expect(out).toEqual({ status, data: { formError: key } });
  });

  it('without a link, the page loads as before (no check)', async () => {
    api.userType = 'freelancer';
    await run(async () => freelancerLayout(args(await get('/freelancer/money'))));
    expect(api.calls.map((call) => call.path)).not.toContain('/whatsapp-links/check');
  });
});
