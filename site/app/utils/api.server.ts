/** The site's only way to the API: server-side, with the token from the cookie session. */
import { SITE_API_HEADERS } from '@gigmarket/shared';
import { env } from './env.server';
import { currentRequestContext } from './request-context.server';

export type ApiBody<T = unknown> = {
  result: boolean;
  message: string;
  data?: T;
  error?: string;
  errors?: Record<string, string>;
  retryAfter?: number;
};

export type ApiResult<T = unknown> = { ok: boolean; status: number; body: ApiBody<T>; transportError?: string; retryAfter?: number };

export type CurrentUser = {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  avatar: string | null;
  user_type: string;
  current_route: string;
  permissions: string[];
  profile_complete: boolean;
};

export type Lookup = { id: number; name: string };

export type FeaturedJob = {
  id: number;
  job_title: string;
  user?: { company?: string | null } | null;
  state?: { name?: string | null } | null;
  currency?: string | null;
  min_amount?: string | number | null;
  company_logo?: string | null;
  jobtype?: { name?: string | null } | null;
  work_duration?: string | null;
};

type Options = { method?: string; body?: unknown; token?: string | null; form?: FormData; request?: Request; headers?: Record<string, string> };

export async function api<T = unknown>(path: string, { method = 'GET', body, token, form, request, headers: extra }: Options = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...extra };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const lang = request?.headers.get('Accept-Language');
  if (lang) headers['Accept-Language'] = lang;
  // The visitor's address as the server saw it (never a header the visitor sent), believed by the
  // API only with the shared secret: per-IP rate limits then count visitors, not the site.
  const visitor = currentRequestContext()?.clientAddress;
  if (visitor && env.SITE_API_SECRET) {
    headers[SITE_API_HEADERS.clientIp] = visitor;
    headers[SITE_API_HEADERS.secret] = env.SITE_API_SECRET;
  }
  try {
    const response = await fetch(`${env.API_URL}${path}`, {
      method,
      headers,
      body: form ?? (body !== undefined ? JSON.stringify(body) : undefined),
      signal: AbortSignal.timeout(15_000),
    });
    let parsed: ApiBody<T>;
    try {
      parsed = (await response.json()) as ApiBody<T>;
    } catch {
      parsed = { result: response.ok, message: response.statusText };
    }
    const retryHeader = Number(response.headers.get('Retry-After'));
    const retryAfter = Number.isFinite(parsed.retryAfter) ? parsed.retryAfter : Number.isFinite(retryHeader) && retryHeader > 0 ? retryHeader : undefined;
    return { ok: response.ok && parsed.result !== false, status: response.status, body: parsed, retryAfter };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`API ${method} ${path} failed:`, message);
    return { ok: false, status: 0, body: { result: false, message }, transportError: message };
  }
}

/** Absolute address of an uploaded file, for <img src>. The browser reaches it through /uploads. */
export function uploadUrl(filename: string | null | undefined): string | null {
  if (!filename) return null;
  if (/^https?:\/\//.test(filename)) return filename;
  return `/uploads/${encodeURIComponent(filename.replace(/^.*\//, ''))}`;
}
