/** The site's only way to the API: server-side, with the token from the cookie session. */
import { SITE_API_HEADERS } from '@gigmarket/shared';
import type { ApiSchemas } from './api-schemas';
import { env } from './env.server';

export type { ApiSchemas };
import { getLocale } from './i18n.server';
import { currentRequestContext } from './request-context.server';

export async function visitorLanguage(request?: Request): Promise<string> {
  if (request) return getLocale(request);
  const known = currentRequestContext()?.languageHeaders;
  if (!known) return 'en';
  const headers = new Headers();
  if (known.cookie) headers.set('Cookie', known.cookie);
  if (known.acceptLanguage) headers.set('Accept-Language', known.acceptLanguage);
  return getLocale(new Request('http://site.local/', { headers }));
}

export type ApiBody<T = unknown> = {
  result: boolean;
  message: string;
  /** The message's catalogue key, the same in every language (docs/i18n.md): what the site acts on. */
  message_key?: string;
  data?: T;
  error?: string;
  errors?: Record<string, string>;
  retryAfter?: number;
};

export type ApiResult<T = unknown> = { ok: boolean; status: number; body: ApiBody<T>; transportError?: string; retryAfter?: number };

/** The signed-in user as GET /api/auth/me answers it (generated from the API contract). */
export type CurrentUser = ApiSchemas['CurrentUserDto'];

/** A lookup item (states, industries, job types, skills) from the API contract. */
export type Lookup = ApiSchemas['LookupItemResponseDto'];

/** A home-page job card from GET /api/listings?filter=featured (the API contract). */
export type FeaturedJob = ApiSchemas['FeaturedJobDto'];

type Options = { method?: string; body?: unknown; token?: string | null; form?: FormData; request?: Request; headers?: Record<string, string> };

export async function api<T = unknown>(path: string, { method = 'GET', body, token, form, request, headers: extra }: Options = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json', ...extra };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  // The API answers in the visitor's chosen language (cookie, then browser), like the pages.
  headers['Accept-Language'] = await visitorLanguage(request);
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
