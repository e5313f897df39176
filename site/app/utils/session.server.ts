import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createCookie, createCookieSessionStorage, data, redirect, type Session } from 'react-router';
import { accountTypeFrom, type SiteUserType } from '@gigmarket/shared';
import { env } from './env.server';

export type VerifyState = {
  fieldName: string;
  username: string;
  action: 'login' | 'register' | 'password';
  remember?: boolean;
  redirectTo?: string;
  /** When the last code was sent (ms since epoch): drives the resend countdown. */
  sentAt: number;
};

export type Toast = { type: 'success' | 'error'; title: string; description: string };

type SessionData = {
  token: string;
  remember: boolean;
  verify: VerifyState;
  reset: { username: string; code: string };
};
type FlashData = { toast: Toast };

export const REMEMBER_SECONDS = 60 * 60 * 24 * 30;

/** The API token lives here only: httpOnly, SameSite=Lax, signed. */
export const sessionStorage = createCookieSessionStorage<SessionData, FlashData>({
  cookie: {
    name: 'gm_session',
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: env.cookieSecure,
    secrets: [env.SESSION_SECRET],
  },
});

export type AppSession = Session<SessionData, FlashData>;

export function getSession(request: Request): Promise<AppSession> {
  return sessionStorage.getSession(request.headers.get('Cookie'));
}

/** Commits the session: a browser-session cookie unless the user asked to be remembered. */
export async function commit(session: AppSession): Promise<string> {
  return sessionStorage.commitSession(session, session.get('remember') ? { maxAge: REMEMBER_SECONDS } : undefined);
}

export async function redirectWithSession(url: string, session: AppSession, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append('Set-Cookie', await commit(session));
  return redirect(url, { ...init, headers });
}

export function setToast(session: AppSession, toast: Toast) {
  session.flash('toast', toast);
}

/**
 * The toast a form left, taken (so shown once) only by a request that shows it: a page or its
 * data. An image, script or prefetch that ends on a page (an unknown path goes home) leaves it for
 * the page the person is looking at.
 */
export function takeToast(session: AppSession, request: Request): Toast | null {
  const destination = request.headers.get('Sec-Fetch-Dest');
  const purpose = `${request.headers.get('Sec-Purpose') ?? ''} ${request.headers.get('Purpose') ?? ''}`;
  const shown = (!destination || destination === 'document' || destination === 'empty') && !/prefetch/i.test(purpose);
  return shown ? (session.get('toast') ?? null) : null;
}

/** CSRF: a random token in its own signed httpOnly cookie, echoed by every form as a hidden field. */
const csrfCookie = createCookie('gm_csrf', {
  path: '/',
  httpOnly: true,
  sameSite: 'lax',
  secure: env.cookieSecure,
  secrets: [env.SESSION_SECRET],
});

export const CSRF_FIELD = 'csrf';

async function readCsrf(request: Request): Promise<string | null> {
  const value: unknown = await csrfCookie.parse(request.headers.get('Cookie'));
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** The request's CSRF token, and the Set-Cookie header when it had none yet. */
export async function ensureCsrf(request: Request): Promise<{ token: string; setCookie?: string }> {
  const existing = await readCsrf(request);
  if (existing) return { token: existing };
  const token = randomBytes(24).toString('base64url');
  return { token, setCookie: await csrfCookie.serialize(token) };
}

/** The bodies a form posts (docs/architecture.md of the site: forms work before JavaScript). */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * The posted form, or a 400 "not a form" when the request carries none: no body, another type
 * (JSON), or a body that does not parse as its type says. Every action reads its form here.
 */
export async function readFormData(request: Request): Promise<FormData> {
  const type = request.headers.get('Content-Type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  const notAForm = () => data({ formError: 'errors.notAForm' }, { status: 400, statusText: 'Bad Request' });
  if (!FORM_TYPES.includes(type)) throw notAForm();
  try {
    return await request.formData();
  } catch {
    throw notAForm();
  }
}

export async function checkCsrf(request: Request, form: FormData): Promise<void> {
  const expected = await readCsrf(request);
  const sent = form.get(CSRF_FIELD);
  const ok =
    typeof sent === 'string' &&
    !!expected &&
    sent.length === expected.length &&
    timingSafeEqual(Buffer.from(sent), Buffer.from(expected));
  if (!ok) throw data({ formError: 'errors.csrf' }, { status: 403 });
}

/** The account type chosen with `?type=`, kept for the browser session (a session cookie). */
export const accountTypeCookie = createCookie('gm_type', { path: '/', httpOnly: true, sameSite: 'lax', secure: env.cookieSecure });

export async function readAccountType(request: Request): Promise<SiteUserType> {
  return accountTypeFrom(await accountTypeCookie.parse(request.headers.get('Cookie')));
}

/** Saves `?type=` when present: returns the Set-Cookie header to send, if any. */
export async function rememberAccountType(request: Request): Promise<string | undefined> {
  const type = new URL(request.url).searchParams.get('type');
  if (type === null) return undefined;
  return accountTypeCookie.serialize(accountTypeFrom(type));
}

/** The splash is shown once per browser session: a session cookie remembers it was. */
export const splashCookie = createCookie('gm_splash', { path: '/', sameSite: 'lax', httpOnly: true, secure: env.cookieSecure });
