import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureCsrf } from '~/utils/session.server';
import { run } from '~/test/route-harness';
import { action, loader } from './login';

/** A stranger's request: no session, a CSRF cookie, and the form's fields. */
async function anonymousPost(fields: Record<string, string>) {
  const csrf = await ensureCsrf(new Request('http://site/'));
  return new Request('http://site/login', {
    method: 'POST',
    headers: { Cookie: csrf.setCookie!.split(';')[0]!, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ csrf: csrf.token, ...fields }),
  });
}

function apiAnswers(answer: () => Response | Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(async () => answer()));
}
afterEach(() => vi.unstubAllGlobals());

describe('the sign-in page', () => {
  it('leads with creating an account on the way to a profile page, for the role chosen', async () => {
    const res = await run(() => loader({ request: new Request('http://site/login?redirect=%2Femployer%2Fsignup&type=employer'), params: {}, context: {} } as never));
    expect(res.data).toEqual({ redirectTo: '/employer/signup', newcomer: true, type: 'employer' });
    const plain = await run(() => loader({ request: new Request('http://site/login'), params: {}, context: {} } as never));
    expect(plain.data).toMatchObject({ newcomer: false });
  });

  it('keeps the spec’s words for a number with no account, and offers a sign-up with it', async () => {
    apiAnswers(() => Response.json({ result: false, message: 'Invalid login credentials' }, { status: 401 }));
    const request = await anonymousPost({ username: '07012345678' });
    const res = await run(() => action({ request, params: {}, context: {} } as never));
    expect(res).toMatchObject({ status: 401, data: { formError: 'messages.invalidLoginCredentials', offerSignup: true, values: { username: '07012345678' } } });
  });

  it('says in words that the service is unreachable, never the raw error', async () => {
    apiAnswers(() => {
      throw new TypeError('fetch failed: connect ECONNREFUSED 127.0.0.1:3001');
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const request = await anonymousPost({ username: '07012345678' });
    const res = await run(() => action({ request, params: {}, context: {} } as never));
    expect(res.status).toBe(502);
    expect(res.data).toEqual({ formError: 'hires.unreachable', values: { username: '07012345678' } });
    expect(JSON.stringify(res.data)).not.toContain('ECONNREFUSED');
  });
});
