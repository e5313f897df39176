/**
 * The one code-check route: what happens once the code is right depends on the stored action
 * (docs/onboarding.md, "After the code"): 'login' -> redirect or /dashboard, 'register' -> the job it
 * was made for (docs/site.md "Public browsing") or /user-welcome,
 * 'password' -> the confirmed code is kept and the user goes to /reset-password.
 */
import { data } from 'react-router';
import { LIMITS } from '@gigmarket/shared';
import { api, type CurrentUser } from '~/utils/api.server';
import { getT } from '~/utils/i18n.server';
import { messageKey } from '~/utils/messages';
import { parseForm, VerifySchema } from '~/utils/schemas';
import { redirectWithSession, setToast, type AppSession, type VerifyState } from '~/utils/session.server';

export function secondsUntilResend(state: VerifyState, now = Date.now()): number {
  return Math.max(0, Math.ceil((state.sentAt + LIMITS.resendCountdownSeconds * 1000 - now) / 1000));
}

export async function handleVerify(request: Request, session: AppSession, state: VerifyState, form: FormData) {
  const parsed = parseForm(VerifySchema, form, ['code']);
  if (!parsed.success) return data({ fieldErrors: parsed.errors }, { status: 400 });
  const res = await api<{ token?: string; user?: CurrentUser; username?: string; code?: string }>('/auth/process-verification', {
    method: 'POST',
    body: { code: parsed.data.code, fieldName: state.fieldName, username: state.username, action: state.action, remember: !!state.remember },
    request,
  });
  if (!res.ok) {
    if (res.transportError) return data({ formError: 'hires.unreachable' }, { status: 502 });
    return data({ formError: messageKey(res.body, 'messages.invalidCode') }, { status: res.status || 400 });
  }
  session.unset('verify');
  if (state.action === 'password') {
    session.set('reset', { username: res.body.data?.username ?? state.username, code: res.body.data?.code ?? parsed.data.code });
    return redirectWithSession('/reset-password', session);
  }
  const token = res.body.data?.token;
  if (token) session.set('token', token);
  // A new account made on the way to a job (a public job page's Apply) goes back to it; else the welcome page.
  if (state.action === 'register') return redirectWithSession(state.redirectTo || '/user-welcome', session);
  return redirectWithSession(state.redirectTo || '/dashboard', session);
}

export async function handleResend(request: Request, session: AppSession, state: VerifyState) {
  const res = await api('/auth/resend-verification', {
    method: 'POST',
    body: { fieldName: state.fieldName, username: state.username, action: state.action, remember: !!state.remember },
    request,
  });
  if (!res.ok) {
    if (res.transportError) return data({ formError: 'hires.unreachable' }, { status: 502 });
    if (res.status === 429 && res.retryAfter) {
      return data({ formError: messageKey(res.body, 'messages.resendTooSoon'), retryAfter: res.retryAfter }, { status: 429 });
    }
    // A failed resend shows the server's message (docs/onboarding.md, "When a call fails").
    return data({ formError: messageKey(res.body) }, { status: res.status || 400 });
  }
  session.set('verify', { ...state, sentAt: Date.now() });
  const t = await getT(request);
  setToast(session, { type: 'success', title: t('app.success'), description: t('messages.codeSent') });
  return redirectWithSession('/verification', session);
}
