/** Marketplace calls: the signed-in user's token, the API's answer, a toast and a redirect. */
import { data } from 'react-router';
import { api, type ApiResult } from './api.server';
import { getT } from './i18n.server';
import { messageKey } from './messages';
import type { RatingSummary, Reliability } from './trust';
import { checkCsrf, getSession, redirectWithSession, setToast } from './session.server';

export type Money = string | number | null | undefined;

export type Person = {
  id: number;
  name: string;
  avatar: string | null;
  user_type: string;
  state: string | null;
  company_name: string | null;
  designation: string | null;
  description: string | null;
  /** When the person's identity was verified (applicants, profiles); null when not. */
  verified_at?: string | null;
};

export type Listing = {
  id: number;
  job_title: string;
  category_id: number | null;
  category?: { id: number; category_name: string } | null;
  job_type: number | null;
  jobtype?: { id: number; name: string } | null;
  state: number | null;
  stateName?: string | null;
  pricing: 'fixed' | 'range';
  amount: Money;
  min_amount: Money;
  max_amount: Money;
  currency: string;
  job_date: string | null;
  job_end_date: string | null;
  /** When the job leaves search, and why a closed one closed. */
  expires_at?: string | null;
  closed_reason?: 'employer' | 'expired' | 'filled' | 'moderation' | null;
  /** docs/trust.md "Identity and safe jobs": out of search while reports are reviewed, or taken down by GigMarket. */
  moderation?: string | null;
  /** Why GigMarket took the job down (the employer reads it). */
  moderation_reason?: string | null;
  /** How many people the job hires and how many are hired ("2 of 3 hired": docs/hire-to-pay.md). */
  positions?: number;
  positions_filled?: number;
  /** The commission a hire funded now would keep, in percent (the job page shows the net before applying). */
  commission_percent?: string;
  job_time: string | null;
  job_sart_time: string | null;
  job_end_time: string | null;
  address: string | null;
  location: string | null;
  latitude: Money;
  longitude: Money;
  /** The LGA holding the point: pages read "Ikeja, Lagos" (docs/places.md). */
  lga?: { id: number; name: string; state_id: number; state_name: string } | null;
  /** km from the viewer's location, when both are known (the freelancer's job page). */
  distance_km?: number | null;
  work_description: string | null;
  work_duration: string | null;
  expected_result: string | null;
  pictures: string[];
  status: 'draft' | 'open' | 'closed';
  created_at: string;
  company?: { user_id: number; company_name: string | null; company_logo: string | null; designation?: string | null; website?: string | null } | null;
  applications?: number;
  pending_applications?: number;
  /** docs/trust.md: the employer's rating and reliability (GET /api/jobs/:id and the public job page). */
  employer_rating?: RatingSummary | null;
  employer_reliability?: Reliability | null;
  /** docs/trust.md "Identity and safe jobs": when the employer's identity was verified, null when not. */
  employer_verified_at?: string | null;
};

export type Page<T> = { items: T[]; total: number; page: number; per_page: number; pages?: number };

export type Category = { id: number; category_name: string; category_slug?: string };

/** GET with the session's token; the caller decides what a failure means. */
export async function authed<T>(request: Request, path: string, init: { method?: string; body?: unknown } = {}): Promise<ApiResult<T>> {
  const token = (await getSession(request)).get('token') ?? null;
  return api<T>(path, { ...init, token, request });
}

/** Data a page cannot show without: a 404 answer becomes a 404 page, anything else a 503. */
export async function must<T>(request: Request, path: string): Promise<T> {
  const res = await authed<T>(request, path);
  if (res.ok && res.body.data !== undefined) return res.body.data;
  if (res.status === 404) throw data({ formError: 'notFound.heading' }, { status: 404 });
  throw data(res.body.message || 'API error', { status: res.status === 0 ? 503 : res.status >= 500 ? 502 : res.status });
}

/** Form posted to an action: checked for CSRF, returned for reading. */
export async function readForm(request: Request): Promise<FormData> {
  const form = await request.formData();
  await checkCsrf(request, form);
  return form;
}

/** After a write: a toast with the API's message (success) or the failure, then back to `to`. */
export async function finish(request: Request, res: ApiResult, to: string, successKey: string) {
  const session = await getSession(request);
  const t = await getT(request);
  if (res.ok) setToast(session, { type: 'success', title: t('app.success'), description: t(successKey) });
  else setToast(session, { type: 'error', title: t('app.error'), description: t(messageKey(res.body)) });
  return redirectWithSession(to, session);
}

export function str(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === 'string' ? v.trim() : '';
}

export function loadCategories(request: Request) {
  return api<{ categories: Category[] }>('/home', { request }).then((r) => (r.ok ? (r.body.data?.categories ?? []) : []));
}
