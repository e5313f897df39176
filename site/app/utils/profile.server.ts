/** What the two profile-completion pages share: lookups, the image upload and the update call. */
import { data } from 'react-router';
import { api, uploadUrl, type ApiResult, type Lookup } from './api.server';
import { getT } from './i18n.server';
import { messageKey } from './messages';
import { requireUserType } from './auth.server';
import { parseForm } from './schemas';
import { checkCsrf, getSession, redirectWithSession, setToast, readFormData } from './session.server';
import type { z } from 'zod/mini';

type LookupName = 'states' | 'industries' | 'jobtypes';
const loadErrors: Record<LookupName, string> = {
  states: 'errors.selectStates',
  industries: 'errors.selectIndustries',
  jobtypes: 'errors.selectJobTypes',
};

/** A list from the API, or its select-error message (docs/onboarding.md, "When a call fails"). */
export async function loadLookup(request: Request, name: LookupName): Promise<{ items: Lookup[]; error: string | null }> {
  const res = await api<Lookup[]>(`/lookups/${name}`, { request });
  if (res.ok && Array.isArray(res.body.data)) return { items: res.body.data, error: null };
  console.warn(`Lookup ${name} failed:`, res.status, res.body.message);
  return { items: [], error: loadErrors[name] };
}

const IMAGE_TYPES = /^image\/(png|jpe?g|webp|gif|avif)$/;

/**
 * Uploads the chosen image (if any): its stored filename, the one kept from before, or an error.
 * The fields default to the profile's avatar (`avatar_file`, kept as `avatar`).
 */
export async function uploadImage(
  request: Request,
  token: string,
  form: FormData,
  fields: { file: string; kept: string } = { file: 'avatar_file', kept: 'avatar' },
): Promise<{ filename: string | null; error?: string; detail?: string }> {
  const kept = typeof form.get(fields.kept) === 'string' ? (form.get(fields.kept) as string) : '';
  const file = form.get(fields.file);
  if (!(file instanceof File) || file.size === 0) return { filename: kept || null };
  if (!IMAGE_TYPES.test(file.type)) return { filename: kept || null, error: 'errors.imageOnly' };
  const body = new FormData();
  body.append('file', file, file.name);
  const res: ApiResult<{ filename: string; url: string }> = await api('/uploads', { method: 'POST', token, form: body, request });
  if (!res.ok || !res.body.data?.filename) {
    if (res.transportError) return { filename: kept || null, error: 'messages.error', detail: res.transportError };
    return { filename: kept || null, error: res.status === 400 ? 'errors.imageOnly' : messageKey(res.body), detail: res.body.message };
  }
  return { filename: res.body.data.filename };
}

/** POST /users/profile: success stores a fresh token when given and goes to /signup-success. */
export async function submitProfile(request: Request, token: string, payload: Record<string, unknown>, avatar: string | null) {
  const res = await api<{ token?: string }>('/users/profile', { method: 'POST', token, body: payload, request });
  if (!res.ok) {
    if (res.transportError) return data({ formError: 'messages.error', formDetail: res.transportError, avatar, avatarUrl: uploadUrl(avatar) }, { status: 502 });
    const fieldErrors = res.body.errors ? Object.fromEntries(Object.entries(res.body.errors).map(([k, v]) => [k, v])) : undefined;
    return data(
      { formError: messageKey(res.body, 'messages.updateFailed'), fieldErrors, avatar, avatarUrl: uploadUrl(avatar) },
      { status: res.status || 400 },
    );
  }
  const session = await getSession(request);
  const fresh = res.body.data?.token;
  if (fresh) session.set('token', fresh);
  const t = await getT(request);
  setToast(session, { type: 'success', title: t('app.success'), description: t('messages.updateSuccessful') });
  return redirectWithSession('/signup-success', session);
}

/**
 * The shared first half of both profile-completion actions: the right user type, CSRF, the
 * optional image upload and the form parsed by its schema. Answers the 400 to return with field
 * errors (keeping an uploaded image), or the parsed values with the token and avatar filename.
 */
export async function readProfileForm<S extends z.ZodMiniType>(
  request: Request,
  userType: 'employer' | 'freelancer',
  schema: S,
  arrays: readonly string[] = [],
) {
  await requireUserType(request, userType);
  const form = await readFormData(request);
  await checkCsrf(request, form);
  const token = (await getSession(request)).get('token') ?? '';
  const upload = await uploadImage(request, token, form);
  const avatar = upload.filename;
  const parsed = parseForm(schema, form, arrays);
  if (upload.error || !parsed.success) {
    const fieldErrors = { ...(parsed.success ? {} : parsed.errors), ...(upload.error ? { avatar_file: upload.error } : {}) };
    return { invalid: data({ fieldErrors, avatar, avatarUrl: uploadUrl(avatar) }, { status: 400 }) } as const;
  }
  return { invalid: null, values: parsed.data, token, avatar } as const;
}
