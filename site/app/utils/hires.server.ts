/** Hire-to-pay calls of the site: the API's answers turned into pages, field errors, toasts and redirects. */
import { PAID_FOR_HIRE_STATUSES, type FundCover } from '@gigmarket/shared';
import { data, redirect } from 'react-router';
import type { ApiResult } from './api.server';
import { requireUserType } from './auth.server';
import type { Hire, HireParty } from './hires';
import { getT } from './i18n.server';
import { authed } from './market.server';
import { messageKey } from './messages';
import { getSession, redirectWithSession, setToast } from './session.server';

export const REASON_MAX = 500;

/** Which side a /employer/... or /freelancer/... address belongs to, checked against the signed-in user. */
export async function requireParty(request: Request): Promise<HireParty> {
  const party: HireParty = new URL(request.url).pathname.startsWith('/employer') ? 'employer' : 'freelancer';
  await requireUserType(request, party);
  return party;
}

/** The translation key of a failed answer: 502 -> the provider notice, no answer -> try again, else the API's message. */
export function failureKey(res: ApiResult): string {
  if (res.status === 502) return 'hires.providerDown';
  if (res.status === 0) return 'hires.unreachable';
  return messageKey(res.body);
}

/** A 404 from the API becomes the not-found page. */
export function throwIfNotFound(res: ApiResult): void {
  if (res.status === 404) throw data({ formError: 'notFound.heading' }, { status: 404 });
}

/** Field errors of a 400 answer, as translation keys (the API's text when it is not a known message). */
export function fieldErrors(res: ApiResult): Record<string, string> | null {
  if (res.status !== 400 || !res.body.errors) return null;
  return Object.fromEntries(Object.entries(res.body.errors).map(([k, v]) => [k, v]));
}

/** Back to `to` with a toast: success with `successKey`, or the failure of the answer. */
export async function toastRedirect(request: Request, to: string, toast: { type: 'success' | 'error'; key: string; title?: string }) {
  const session = await getSession(request);
  const t = await getT(request);
  setToast(session, { type: toast.type, title: t(toast.title ?? (toast.type === 'success' ? 'app.success' : 'app.error')), description: t(toast.key) });
  return redirectWithSession(to, session);
}

/** The list of a side's hires: `GET /api/<party>/hires?status=&page=&per_page=`. */
export function hiresPath(party: HireParty, status: string, page: number, perPage = 10): string {
  const q = new URLSearchParams({ page: String(page), per_page: String(perPage) });
  if (status) q.set('status', status);
  return `/${party}/hires?${q}`;
}

export type StepIntent = 'amount' | 'fund' | 'complete' | 'start' | 'done' | 'cancel' | 'dispute' | 'answer' | 'rate' | 'no_show' | 'contest' | 'confirm' | 'release';

export type StepFields = { agreed_amount?: string; reason?: string; note?: string; stars?: number; comment?: string; statement?: string; photo?: string; cover?: FundCover };

/** The API call of each step on the hire page (method, path, body). */
export function stepCall(party: HireParty, id: number, intent: StepIntent, fields: StepFields = {}): { method: string; path: string; body: unknown } | null {
  switch (intent) {
    case 'amount':
      return party === 'employer' ? { method: 'PUT', path: `/employer/hires/${id}/amount`, body: { agreed_amount: fields.agreed_amount } } : null;
    case 'fund':
      return party === 'employer' ? { method: 'POST', path: `/employer/hires/${id}/fund`, body: fields.cover ? { cover: fields.cover } : {} } : null;
    case 'complete':
      return party === 'employer' ? { method: 'POST', path: `/employer/hires/${id}/complete`, body: {} } : null;
    case 'start':
      return party === 'freelancer' ? { method: 'POST', path: `/freelancer/hires/${id}/start`, body: {} } : null;
    case 'done':
      return party === 'freelancer' ? { method: 'POST', path: `/freelancer/hires/${id}/done`, body: {} } : null;
    case 'cancel':
      return { method: 'POST', path: `/hires/${id}/cancel`, body: fields.note ? { reason: fields.reason, note: fields.note } : { reason: fields.reason } };
    case 'rate':
      return { method: 'POST', path: `/hires/${id}/rating`, body: fields.comment ? { stars: fields.stars, comment: fields.comment } : { stars: fields.stars } };
    case 'no_show':
      return party === 'employer' ? { method: 'POST', path: `/employer/hires/${id}/no-show`, body: {} } : null;
    case 'confirm':
      return party === 'freelancer' ? { method: 'POST', path: `/freelancer/hires/${id}/confirm`, body: { via: 'site' } } : null;
    case 'release':
      return party === 'employer' ? { method: 'POST', path: `/employer/hires/${id}/release`, body: {} } : null;
    case 'contest':
      return party === 'freelancer' ? { method: 'POST', path: `/freelancer/hires/${id}/no-show/contest`, body: { note: fields.note } } : null;
    case 'dispute':
      return { method: 'POST', path: `/hires/${id}/dispute`, body: { reason: fields.reason } };
    case 'answer':
      return { method: 'POST', path: `/hires/${id}/dispute/answer`, body: fields.photo ? { statement: fields.statement, photo: fields.photo } : { statement: fields.statement } };
    default:
      return null;
  }
}

export const STEP_SUCCESS: Record<StepIntent, string> = {
  amount: 'hires.amountSaved',
  fund: 'hires.funding',
  complete: 'hires.completedToast',
  start: 'hires.startedToast',
  done: 'hires.doneToast',
  cancel: 'hires.cancelledToast',
  dispute: 'hires.disputedToast',
  answer: 'hires.answeredToast',
  rate: 'trust.ratedToast',
  no_show: 'trust.noShowToast',
  contest: 'trust.contestedToast',
  confirm: 'hires.confirmedToast',
  release: 'hires.releasedToast',
};

/** What the payment provider's return means: the hire as verified by the API, never the query string. */
export async function verifyReturn(request: Request, id: number) {
  const to = `/employer/hires/${id}`;
  const res = await authed<Hire>(request, `/employer/hires/${id}/verify`, { method: 'POST', body: {} });
  throwIfNotFound(res);
  if (!res.ok) return toastRedirect(request, to, { type: 'error', key: failureKey(res) });
  const hire = res.body.data;
  if (hire?.status === 'approved') {
    // Still approved: a charge that Paystack has not settled yet (can.verify), or one that failed:
    // declined (nothing taken), or refused (money taken that did not match, going back).
    if (hire.can?.verify === false)
      return toastRedirect(request, to, { type: 'error', key: hire.last_charge?.refused ? 'hires.paymentRefused' : 'hires.paymentFailed' });
    return toastRedirect(request, to, { type: 'success', key: 'hires.paymentPending', title: 'hires.paymentPendingTitle' });
  }
  if (hire && (PAID_FOR_HIRE_STATUSES as readonly string[]).includes(hire.status)) return toastRedirect(request, to, { type: 'success', key: 'hires.paymentReceived' });
  return redirect(to);
}

/** Leaves the site for the provider's checkout page (only an https address, or the local test server's). */
export function externalRedirect(url: string | undefined): Response | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  return redirect(url);
}
