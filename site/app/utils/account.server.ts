/**
 * The account pages' forms (docs/onboarding.md "The account"): each section route (profile,
 * location, SMS, security) takes only its own intents and comes back to itself.
 */
import { data } from 'react-router';
import { api, uploadUrl } from './api.server';
import { requireUser } from './auth.server';
import { getT } from './i18n.server';
import { authed, finish, readForm, str, formId } from './market.server';
import { messageKey } from './messages';
import { uploadImage } from './profile.server';
import { ChangePasswordSchema, EmployerProfileSchema, FreelancerProfileSchema, parseForm } from './schemas';
import { getSession, redirectWithSession, setToast } from './session.server';
import type { SmsPreferences } from '~/components/sms-preferences';

import { NETWORKS } from './account';
import { isValidTaxId } from '@gigmarket/shared';

export type AccountIntent = 'tax-id' | 'links' | 'skills' | 'sms' | 'profile' | 'location' | 'ussd-pin' | 'password' | 'portfolio-add' | 'video' | 'video-remove' | 'portfolio-remove';

/** Runs one of `intents` for the signed-in user, then comes back to `/<side>/account/<section>`. */
export async function accountAction(request: Request, section: string, intents: readonly AccountIntent[]) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const back = `/${user.user_type}/account/${section}`;
  const intent = str(form, 'intent');
  if (!(intents as readonly string[]).includes(intent)) throw data('Unknown action', { status: 400 });
  if (intent === 'links') {
    const links = NETWORKS.map((name) => ({ name, link: str(form, `link_${name}`) })).filter((l) => l.link);
    const bad = links.find((l) => !/^https?:\/\/\S+$/i.test(l.link));
    if (bad) return data({ intent, error: 'account.badLink' }, { status: 400 });
    const res = await authed(request, '/profile/social-links', { method: 'PUT', body: { links } });
    if (!res.ok) return data({ intent, error: messageKey(res.body) }, { status: res.status || 502 });
    return finish(request, res, back, 'account.saved');
  }
  if (intent === 'skills') {
    const ids = [...new Set(form.getAll('skill_ids').map((v) => Number(v)))].filter((n) => Number.isInteger(n) && n > 0);
    const res = await authed(request, '/profile/skills', { method: 'PUT', body: { skill_ids: ids } });
    if (!res.ok) return data({ intent, error: messageKey(res.body) }, { status: res.status || 502 });
    return finish(request, res, back, 'account.saved');
  }
  if (intent === 'sms') {
    const body: Partial<SmsPreferences> = { sms_message_nudges: form.get('sms_message_nudges') === 'on' };
    if (user.user_type === 'freelancer') body.sms_job_alerts = form.get('sms_job_alerts') === 'on';
    return finish(request, await authed(request, '/account/sms-preferences', { method: 'PUT', body }), back, 'conversations.smsSaved');
  }
  if (intent === 'tax-id') {
    // The same rule as the API's (packages/shared), so a wrong Tax ID is told without a round trip.
    const value = str(form, 'tax_id');
    if (value !== '' && !isValidTaxId(value)) return data({ intent, error: 'tax.invalid' }, { status: 400 });
    const res = await authed(request, '/profile/tax-id', { method: 'PUT', body: { tax_id: value || null } });
    if (!res.ok) return data({ intent, error: res.status === 400 ? 'tax.invalid' : messageKey(res.body) }, { status: res.status || 502 });
    return finish(request, res, back, value ? 'tax.saved' : 'tax.removed');
  }
  if (intent === 'profile') return saveProfile(request, user.user_type === 'freelancer', form, back);
  if (intent === 'location') {
    const [latitude, longitude, lga] = [str(form, 'latitude'), str(form, 'longitude'), str(form, 'lga_id')];
    const point = { latitude: Number(latitude), longitude: Number(longitude) };
    const hasPoint = latitude !== '' && longitude !== '';
    const clear = !hasPoint && lga === '';
    if ((hasPoint && (!Number.isFinite(point.latitude) || !Number.isFinite(point.longitude))) || (lga !== '' && !/^\d{1,6}$/.test(lga)))
      return data({ intent, error: 'profileLocation.invalid' }, { status: 400 });
    // A point (the device, the pin, or the chosen LGA's centre) decides; without JavaScript the LGA alone.
    const body = clear ? { latitude: null, longitude: null } : hasPoint ? { ...point, ...(lga ? { lga_id: Number(lga) } : {}) } : { lga_id: Number(lga) };
    const res = await authed(request, '/profile/location', { method: 'PUT', body });
    if (!res.ok) return data({ intent, error: messageKey(res.body) }, { status: res.status || 502 });
    return finish(request, res, back, clear ? 'profileLocation.cleared' : 'profileLocation.saved');
  }
  if (intent === 'ussd-pin') {
    const pin = str(form, 'pin');
    if (!/^\d{4}$/.test(pin)) return data({ intent, error: 'ussdPin.invalid' }, { status: 400 });
    return finish(request, await authed(request, '/profile/ussd-pin', { method: 'PUT', body: { pin } }), back, 'ussdPin.saved');
  }
  if (intent === 'password') {
    const parsed = parseForm(ChangePasswordSchema, form);
    if (!parsed.success) return data({ intent, error: undefined, fieldErrors: parsed.errors }, { status: 400 });
    const res = await authed(request, '/profile/change-password', { method: 'POST', body: parsed.data });
    if (!res.ok) {
      const apiErrors = res.body.errors ?? {};
      const fieldErrors: Record<string, string> = {};
      if (apiErrors.current_password) fieldErrors.current_password = 'account.currentWrong';
      if (apiErrors.password) fieldErrors.password = apiErrors.password;
      if (Object.keys(fieldErrors).length) return data({ intent, error: undefined, fieldErrors }, { status: 400 });
      return data({ intent, error: messageKey(res.body) }, { status: res.status || 502 });
    }
    return finish(request, res, back, 'account.passwordChanged');
  }
  if (intent === 'portfolio-add') {
    const title = str(form, 'title');
    if (!title) return data({ intent, error: 'account.titleRequired' }, { status: 400 });
    const body = new FormData();
    body.append('title', title);
    const link = str(form, 'link');
    if (link) body.append('link', link);
    for (const file of form.getAll('files')) if (file instanceof File && file.size > 0) body.append('files', file, file.name);
    const token = (await getSession(request)).get('token') ?? null;
    const res = await api('/portfolio', { method: 'POST', token, form: body, request });
    if (!res.ok) return data({ intent, error: messageKey(res.body) }, { status: res.status || 502 });
    return finish(request, res, back, 'account.saved');
  }
  if (intent === 'video') {
    const file = form.get('video');
    if (!(file instanceof File) || file.size === 0) return data({ intent, error: 'account.videoRequired' }, { status: 400 });
    const body = new FormData();
    body.append('file', file, file.name);
    const token = (await getSession(request)).get('token') ?? null;
    const res = await api('/profile/video', { method: 'POST', token, form: body, request });
    if (!res.ok) return data({ intent, error: messageKey(res.body) }, { status: res.status || 502 });
    return finish(request, res, back, 'account.saved');
  }
  if (intent === 'video-remove') return finish(request, await authed(request, '/profile/video', { method: 'DELETE' }), back, 'account.removed');
  if (intent === 'portfolio-remove') {
    return finish(request, await authed(request, `/portfolio/${formId(form, 'id')}`, { method: 'DELETE' }), back, 'account.removed');
  }
  throw data('Unknown action', { status: 400 });
}

/** The edit form of the account page: POST /users/profile, then back here (employers get a fresh token). */
async function saveProfile(request: Request, freelancer: boolean, form: FormData, back: string) {
  const intent = 'profile';
  const session = await getSession(request);
  const token = session.get('token') ?? '';
  const upload = await uploadImage(request, token, form);
  const avatar = upload.filename;
  let payload: Record<string, unknown>;
  let fieldErrors: Record<string, string> = upload.error ? { avatar_file: upload.error } : {};
  if (freelancer) {
    const parsed = parseForm(FreelancerProfileSchema, form, ['job_type']);
    if (!parsed.success) fieldErrors = { ...parsed.errors, ...fieldErrors };
    const d = parsed.success ? parsed.data : null;
    payload = d
      ? { update: 'welcome', user_type: 'freelancer', gender: d.gender, state_id: Number(d.state_id), job_type: d.job_type.map(Number), description: d.description, industry: Number(d.industry) }
      : {};
  } else {
    const parsed = parseForm(EmployerProfileSchema, form);
    if (!parsed.success) fieldErrors = { ...parsed.errors, ...fieldErrors };
    const d = parsed.success ? parsed.data : null;
    payload = d ? { update: 'welcome', user_type: 'employer', company_name: d.company_name, designation: d.designation, industry: Number(d.industry), state_id: Number(d.state_id) } : {};
  }
  if (Object.keys(fieldErrors).length) return data({ intent, error: undefined, fieldErrors, avatar, avatarUrl: uploadUrl(avatar) }, { status: 400 });
  const res = await api<{ token?: string }>('/users/profile', { method: 'POST', token, body: { ...payload, ...(avatar ? { avatar } : {}) }, request });
  if (!res.ok) {
    const apiErrors = res.body.errors ? Object.fromEntries(Object.entries(res.body.errors).map(([k, v]) => [k, v])) : {};
    return data({ intent, error: messageKey(res.body, 'messages.updateFailed'), fieldErrors: apiErrors, avatar, avatarUrl: uploadUrl(avatar) }, { status: res.status || 502 });
  }
  const fresh = res.body.data?.token;
  if (fresh) session.set('token', fresh);
  const t = await getT(request);
  setToast(session, { type: 'success', title: t('app.success'), description: t('account.profileSaved') });
  return redirectWithSession(back, session);
}
