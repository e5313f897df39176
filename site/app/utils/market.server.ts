/** Marketplace calls: the signed-in user's token, the API's answer, a toast and a redirect. */
import { data } from 'react-router';
import { api, type ApiResult, type ApiSchemas } from './api.server';
import { getT } from './i18n.server';
import { messageKey } from './messages';
import { checkCsrf, getSession, redirectWithSession, setToast, readFormData } from './session.server';

export type Money = string | number | null | undefined;

/** A person as lists show them: the API's `PersonSummaryDto`, or an applicant with its "ID verified" date. */
export type Person = ApiSchemas['PersonSummaryDto'] & Partial<Pick<ApiSchemas['ApplicantFreelancerDto'], 'verified_at'>>;

type JobExtras = Omit<ApiSchemas['JobDetailsDto'], keyof ApiSchemas['ListingViewDto']>;
type RowExtras = Omit<ApiSchemas['EmployerListingRowDto'], keyof ApiSchemas['ListingViewDto']>;

/**
 * A listing as the API answers it (`ListingViewDto`), with what a job page (`JobDetailsDto`,
 * `PublicJobDto`) or the employer's list (`EmployerListingRowDto`) adds when the page has it.
 */
export type Listing = ApiSchemas['ListingViewDto'] & Partial<JobExtras> & Partial<RowExtras>;

/** A page of a list; `page` is null only for cursor pages (`next_cursor`, docs/api-keys.md), which the site does not ask for. */
export type Page<T> = { items: T[]; total: number; page: number | null; per_page: number; pages?: number; next_cursor?: string | null };

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
  const form = await readFormData(request);
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

/** A record's id as a URL or a form writes it: decimal digits only (`0x10`, `1e1`, ` 16` name no record). */
const ID = /^[1-9]\d{0,15}$/;

/** The id in the page's address, or a 404: `/freelancer/details/0x10` is not job 16. */
export function pathId(value: string | undefined): number {
  if (!value || !ID.test(value)) throw data(null, { status: 404, statusText: 'Not Found' });
  return Number(value);
}

/** An id a form posts, or a 400. */
export function formId(form: FormData, name: string): number {
  const value = str(form, name);
  if (!ID.test(value)) throw data({ formError: 'errors.notAForm' }, { status: 400, statusText: 'Bad Request' });
  return Number(value);
}

export function str(form: FormData, name: string): string {
  const v = form.get(name);
  return typeof v === 'string' ? v.trim() : '';
}

export function loadCategories(request: Request) {
  return api<{ categories: Category[] }>('/home', { request }).then((r) => (r.ok ? (r.body.data?.categories ?? []) : []));
}
