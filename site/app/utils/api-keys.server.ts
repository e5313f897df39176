/**
 * The employer's API keys (docs/api-keys.md): read, create and revoke through the API with the
 * session's token. The full key comes back once, in the create action's answer, and is never put in
 * the session or a redirect.
 */
import { data } from 'react-router';
import { API_KEY_SCOPES, type ApiKeyScope } from '@gigmarket/shared';
import type { ApiSchemas } from './api-schemas';
import { authed, finish, str } from './market.server';
import { messageKey } from './messages';

export type ApiKey = ApiSchemas['ApiKeyViewDto'];
export type CreatedApiKey = ApiSchemas['CreatedApiKeyDto'];

export const API_KEYS_PATH = '/employer/account/api-keys';

export type ApiKeysActionData =
  | { intent: 'create'; created: CreatedApiKey; error?: undefined; fieldErrors?: undefined }
  | { intent: 'create'; created?: undefined; error: string; fieldErrors: Record<string, string> };

export async function loadApiKeys(request: Request): Promise<{ keys: ApiKey[] | null }> {
  const res = await authed<ApiKey[]>(request, '/account/api-keys');
  return { keys: res.ok ? (res.body.data ?? []) : null };
}

/** The create form as the API takes it: name, the ticked scopes, and an expiry date (end of that day, UTC) or none. */
export function readCreateForm(form: FormData): { name: string; scopes: ApiKeyScope[]; expires_at: string | null } {
  const ticked = new Set(form.getAll('scopes').map(String));
  const expires = str(form, 'expires_on');
  return {
    name: str(form, 'name'),
    scopes: API_KEY_SCOPES.filter((scope) => ticked.has(scope)),
    expires_at: /^\d{4}-\d{2}-\d{2}$/.test(expires) ? `${expires}T23:59:59.000Z` : null,
  };
}

export async function createApiKey(request: Request, form: FormData) {
  const res = await authed<CreatedApiKey>(request, '/account/api-keys', { method: 'POST', body: readCreateForm(form) });
  if (res.ok && res.body.data) return { intent: 'create' as const, created: res.body.data };
  return data({ intent: 'create' as const, error: messageKey(res.body), fieldErrors: res.body.errors ?? {} }, { status: res.status >= 400 && res.status < 500 ? res.status : 502 });
}

export async function revokeApiKey(request: Request, form: FormData) {
  const id = str(form, 'id');
  if (!/^[1-9]\d{0,15}$/.test(id)) throw data('Bad key', { status: 400 });
  return finish(request, await authed(request, `/account/api-keys/${id}`, { method: 'DELETE' }), API_KEYS_PATH, 'apiKeys.revoked');
}
