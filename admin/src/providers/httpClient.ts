import { fetchUtils } from 'react-admin';
import { getToken } from './token';

export const API_URL = '/api';

/** fetchJson plus the bearer token; nothing else (ra-data-simple-rest stays as it is). */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetchUtils.fetchJson(url, { ...options, headers });
}

/** Absolute URL of an uploaded file, whether the API stored a filename or a URL. */
export function uploadUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (/^(https?:|data:|blob:|\/)/.test(value)) return value;
  return `${API_URL}/uploads/${encodeURIComponent(value)}`;
}
