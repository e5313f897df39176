import { fetchUtils } from 'react-admin';
import { uiLanguage } from '../i18n/i18nProvider';
import { getToken } from './token';

export const API_URL = '/api';

/** fetchJson plus the bearer token and the UI language; nothing else (ra-data-simple-rest stays as it is). */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // The API answers (validation and refusals) in the language the back office shows.
  if (!headers.has('Accept-Language')) headers.set('Accept-Language', uiLanguage());
  return fetchUtils.fetchJson(url, { ...options, headers });
}

/** Absolute URL of an uploaded file, whether the API stored a filename or a URL. */
export function uploadUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  if (/^(https?:|data:|blob:|\/)/.test(value)) return value;
  return `${API_URL}/uploads/${encodeURIComponent(value)}`;
}
