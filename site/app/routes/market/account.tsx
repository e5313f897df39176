import { data, Form, Link } from 'react-router';
import { GENDERS, LIMITS } from '@gigmarket/shared';
import { ConfirmAction } from '~/components/confirm';
import { CsrfInput } from '~/components/csrf';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FieldError, FormError, SelectField, SubmitButton, TextareaField } from '~/components/field';
import { ImageUpload } from '~/components/image-upload';
import { SmsPreferencesSection, type SmsPreferences } from '~/components/sms-preferences';
import { UssdPinSection, type UssdPinStatus } from '~/components/ussd-pin';
import { ProfileLocationSection, type ProfileLocation } from '~/components/profile-location';
import { loadLgas } from '~/utils/places.server';
import { Avatar } from '~/components/user-shell';
import { VerifiedBadge } from '~/components/trust-badges';
import { identityView, type Identity } from '~/utils/identity';
import { DataSaverSwitch } from '~/components/data-saver-switch';
import { api, uploadUrl } from '~/utils/api.server';
import { requireUser } from '~/utils/auth.server';
import { useValidatedForm } from '~/utils/forms';
import { useTranslation } from '~/utils/i18n';
import { authed, finish, readForm, str } from '~/utils/market.server';
import { messageKey } from '~/utils/messages';
import { loadLookup, uploadImage } from '~/utils/profile.server';
import { ChangePasswordSchema, EmployerProfileSchema, FreelancerProfileSchema, parseForm } from '~/utils/schemas';
import { getSession, redirectWithSession, setToast } from '~/utils/session.server';
import { getT } from '~/utils/i18n.server';
import type { Route } from './+types/account';

export const handle = { titleKey: 'account.title' };

type Item = { id: number; portfolio_type: string; title: string; upload_name: string | null; link: string | null };
type Link_ = { name: string; link: string };
type PublicProfile = {
  video?: string | null; skills?: Array<{ id: number; name: string }>; job_types?: Array<{ id: number; name: string }>; industries?: Array<{ id: number; name: string }>; description?: string | null; company?: { company_name: string | null; designation: string | null; website: string | null } };

/** GET /profile: what POST /users/profile takes, as stored now. */
type Editable = {
  user_type: 'employer' | 'freelancer';
  state_id: number | null;
  industry: number | null;
  company_name?: string | null;
  designation?: string | null;
  gender?: string | null;
  description?: string | null;
  job_type?: number[];
};

const NETWORKS = ['LinkedIn', 'Facebook', 'X', 'Instagram', 'Website'] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const freelancer = user.user_type === 'freelancer';
  const [profile, links, portfolio, skills, identity] = await Promise.all([
    authed<PublicProfile>(request, `/profiles/${user.id}`),
    authed<Link_[]>(request, '/profile/social-links'),
    freelancer ? authed<Item[]>(request, '/portfolio') : Promise.resolve(null),
    freelancer ? authed<Array<{ id: number; name: string }>>(request, '/lookups/skills') : Promise.resolve(null),
    authed<Identity>(request, '/identity'),
  ]);
  const ussdPin = freelancer ? await authed<UssdPinStatus>(request, '/profile/ussd-pin') : null;
  const [editable, states, industries, jobTypes, sms, location] = await Promise.all([
    authed<Editable>(request, '/profile'),
    loadLookup(request, 'states'),
    loadLookup(request, 'industries'),
    freelancer ? loadLookup(request, 'jobtypes') : Promise.resolve({ items: [], error: null }),
    authed<SmsPreferences>(request, '/account/sms-preferences'),
    authed<ProfileLocation>(request, '/profile/location'),
  ]);
  return {
    sms: sms.ok ? (sms.body.data ?? null) : null,
    identity: identity.ok ? (identity.body.data ?? null) : null,
    user: { name: user.name, email: user.email, phone: user.phone, type: user.user_type, avatar: uploadUrl(user.avatar) },
    profile: profile.ok ? (profile.body.data ?? null) : null,
    links: links.ok ? (links.body.data ?? []) : [],
    skillChoices: skills?.ok ? (skills.body.data ?? []) : [],
    skillsError: Boolean(skills && !skills.ok),
    editable: editable.ok ? (editable.body.data ?? null) : null,
    lookups: { states, industries, jobTypes },
    ussdPin: ussdPin?.ok ? (ussdPin.body.data ?? null) : null,
    location: location.ok ? (location.body.data ?? null) : null,
    // The LGAs of the location's state, for its place picker.
    locationLgas: location.ok && location.body.data?.lga ? await loadLgas(request, location.body.data.lga.state_id) : [],
    portfolio: portfolio?.ok ? (portfolio.body.data ?? []).map((i) => ({ ...i, href: i.upload_name ? `/portfolio-files/${encodeURIComponent(i.upload_name)}` : i.link })) : [],
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const back = `/${user.user_type}/account`;
  const intent = str(form, 'intent');
  if (intent === 'links') {
    const links = NETWORKS.map((name) => ({ name, link: str(form, `link_${name}`) })).filter((l) => l.link);
    const bad = links.find((l) => !/^https?:\/\/\S+$/i.test(l.link));
    if (bad) return data({ intent, error: 'account.badLink' }, { status: 400 });
    const res = await authed(request, '/profile/social-links', { method: 'PUT', body: { links } });
    if (!res.ok) return data({ intent, error: messageKey(res.body.message) }, { status: res.status || 502 });
    return finish(request, res, back, 'account.saved');
  }
  if (intent === 'skills') {
    const ids = [...new Set(form.getAll('skill_ids').map((v) => Number(v)))].filter((n) => Number.isInteger(n) && n > 0);
    const res = await authed(request, '/profile/skills', { method: 'PUT', body: { skill_ids: ids } });
    if (!res.ok) return data({ intent, error: messageKey(res.body.message) }, { status: res.status || 502 });
    return finish(request, res, back, 'account.saved');
  }
  if (intent === 'sms') {
    const body: Partial<SmsPreferences> = { sms_message_nudges: form.get('sms_message_nudges') === 'on' };
    if (user.user_type === 'freelancer') body.sms_job_alerts = form.get('sms_job_alerts') === 'on';
    return finish(request, await authed(request, '/account/sms-preferences', { method: 'PUT', body }), back, 'conversations.smsSaved');
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
    if (!res.ok) return data({ intent, error: messageKey(res.body.message) }, { status: res.status || 502 });
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
      if (apiErrors.password) fieldErrors.password = messageKey(apiErrors.password);
      if (Object.keys(fieldErrors).length) return data({ intent, error: undefined, fieldErrors }, { status: 400 });
      return data({ intent, error: messageKey(res.body.message) }, { status: res.status || 502 });
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
    if (!res.ok) return data({ intent, error: messageKey(res.body.message) }, { status: res.status || 502 });
    return finish(request, res, back, 'account.saved');
  }
  if (intent === 'video') {
    const file = form.get('video');
    if (!(file instanceof File) || file.size === 0) return data({ intent, error: 'account.videoRequired' }, { status: 400 });
    const body = new FormData();
    body.append('file', file, file.name);
    const token = (await getSession(request)).get('token') ?? null;
    const res = await api('/profile/video', { method: 'POST', token, form: body, request });
    if (!res.ok) return data({ intent, error: messageKey(res.body.message) }, { status: res.status || 502 });
    return finish(request, res, back, 'account.saved');
  }
  if (intent === 'video-remove') return finish(request, await authed(request, '/profile/video', { method: 'DELETE' }), back, 'account.removed');
  if (intent === 'portfolio-remove') {
    return finish(request, await authed(request, `/portfolio/${Number(str(form, 'id'))}`, { method: 'DELETE' }), back, 'account.removed');
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
    const apiErrors = res.body.errors ? Object.fromEntries(Object.entries(res.body.errors).map(([k, v]) => [k, messageKey(v, v)])) : {};
    return data({ intent, error: messageKey(res.body.message, 'messages.updateFailed'), fieldErrors: apiErrors, avatar, avatarUrl: uploadUrl(avatar) }, { status: res.status || 502 });
  }
  const fresh = res.body.data?.token;
  if (fresh) session.set('token', fresh);
  const t = await getT(request);
  setToast(session, { type: 'success', title: t('app.success'), description: t('account.profileSaved') });
  return redirectWithSession(back, session);
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user, profile, links, portfolio, skillChoices, skillsError, editable, lookups } = loaderData;
  const linkOf = (name: string) => links.find((l) => l.name === name)?.link ?? '';
  const err = (intent: string) => (actionData && actionData.intent === intent ? actionData.error : undefined);
  const mySkills = new Set((profile?.skills ?? []).map((s) => s.id));
  const passwordForm = useValidatedForm(ChangePasswordSchema, actionData?.intent === 'password' ? actionData : undefined);
  const isFreelancer = user.type === 'freelancer';
  const profileForm = useValidatedForm(isFreelancer ? FreelancerProfileSchema : EmployerProfileSchema, actionData?.intent === 'profile' ? actionData : undefined, isFreelancer ? ['job_type'] : []);
  const kept = actionData?.intent === 'profile' ? (actionData as { avatar?: string | null; avatarUrl?: string | null }) : undefined;
  const myJobTypes = new Set(editable?.job_type ?? []);
  return (
    <main id="main" className="content">
      <h1>{t('account.title')}</h1>
      <section className="panel" aria-labelledby="acc-profile">
        <div className="row-item">
          <Avatar name={user.name ?? ''} src={user.avatar} size={64} />
          <div className="grow">
            <h2 id="acc-profile">{user.name}</h2>
            <p className="muted">{[user.phone, user.email].filter(Boolean).join(' · ')}</p>
          </div>
        </div>
        {profile?.company ? <p>{[profile.company.company_name, profile.company.designation].filter(Boolean).join(' · ')}</p> : null}
        {profile?.description ? <p>{profile.description}</p> : null}
        {profile?.job_types?.length ? (
          <p>
            <strong>{t('profile.job_type')}:</strong> {profile.job_types.map((j) => j.name).join(', ')}
          </p>
        ) : null}
        {user.type === 'freelancer' ? (
          <p>
            <strong>{t('account.skills')}:</strong> {profile?.skills?.length ? profile.skills.map((s) => s.name).join(', ') : t('account.noSkills')}
          </p>
        ) : null}
      </section>

      <IdentityPanel identity={loaderData.identity} party={user.type === 'employer' ? 'employer' : 'freelancer'} />

      <DataSaverSwitch />

      <section className="panel" aria-labelledby="acc-edit">
        <h2 id="acc-edit">{t('account.editProfile')}</h2>
        <Form method="post" encType="multipart/form-data" noValidate onSubmit={profileForm.onSubmit} onChange={profileForm.onChange}>
          <CsrfInput />
          <input type="hidden" name="intent" value="profile" />
          <FormError error={err('profile')} />
          {isFreelancer ? (
            <fieldset className="field" aria-describedby="f-gender-error">
              <legend>{t('profile.gender')}</legend>
              <div className="inline-choices">
                {GENDERS.map((g) => (
                  <label key={g} className="check">
                    <input type="radio" name="gender" value={g} defaultChecked={editable?.gender === g} aria-invalid={profileForm.errors.gender ? true : undefined} />
                    <span>{t(`profile.genders.${g}`)}</span>
                  </label>
                ))}
              </div>
              <FieldError id="f-gender-error" error={profileForm.errors.gender} />
            </fieldset>
          ) : (
            <div className="row">
              <Field
                name="company_name"
                label={t('profile.company_name')}
                error={profileForm.errors.company_name}
                input={{ autoComplete: 'organization', maxLength: LIMITS.companyNameMax, required: true, defaultValue: editable?.company_name ?? '' }}
              />
              <Field
                name="designation"
                label={t('profile.designation')}
                error={profileForm.errors.designation}
                input={{ autoComplete: 'organization-title', maxLength: LIMITS.designationMax, required: true, defaultValue: editable?.designation ?? '' }}
              />
            </div>
          )}
          <div className="row">
            <SelectField
              name="state_id"
              label={t('profile.state')}
              error={profileForm.errors.state_id}
              loadError={lookups.states.error ?? undefined}
              options={lookups.states.items}
              select={{ required: true, defaultValue: editable?.state_id ? String(editable.state_id) : '' }}
            />
            <SelectField
              name="industry"
              label={t('profile.industry')}
              error={profileForm.errors.industry}
              loadError={lookups.industries.error ?? undefined}
              options={lookups.industries.items}
              select={{ required: true, defaultValue: editable?.industry ? String(editable.industry) : '' }}
            />
          </div>
          {isFreelancer ? (
            <>
              <fieldset className="field" aria-describedby="f-job_type-hint f-job_type-error">
                <legend>{t('profile.job_type')}</legend>
                <p id="f-job_type-hint" className="field-hint">
                  {t('profile.jobTypeHint')}
                </p>
                {lookups.jobTypes.error ? (
                  <p className="field-error" role="alert">
                    {t(lookups.jobTypes.error)}
                  </p>
                ) : null}
                <div className="inline-choices">
                  {lookups.jobTypes.items.map((j) => (
                    <label key={j.id} className="check chip">
                      <input type="checkbox" name="job_type" value={String(j.id)} defaultChecked={myJobTypes.has(j.id)} aria-invalid={profileForm.errors.job_type ? true : undefined} />
                      <span>{j.name}</span>
                    </label>
                  ))}
                </div>
                <FieldError id="f-job_type-error" error={profileForm.errors.job_type} />
              </fieldset>
              <TextareaField name="description" label={t('profile.description')} error={profileForm.errors.description} textarea={{ required: true, defaultValue: editable?.description ?? '' }} />
            </>
          ) : null}
          <ImageUpload label={t(isFreelancer ? 'profile.identity' : 'profile.logo')} error={profileForm.errors.avatar_file} uploaded={kept?.avatar ?? undefined} uploadedUrl={kept?.avatarUrl ?? undefined} />
          <SubmitButton busy={profileForm.busy}>{t('account.saveProfile')}</SubmitButton>
        </Form>
      </section>

      {loaderData.sms ? <SmsPreferencesSection prefs={loaderData.sms} freelancer={isFreelancer} /> : null}
      <section className="panel" aria-labelledby="acc-links">
        <h2 id="acc-links">{t('account.social')}</h2>
        <Form method="post" className="form-grid">
          <CsrfInput />
          <input type="hidden" name="intent" value="links" />
          <FormError error={err('links')} />
          {NETWORKS.map((n) => (
            <div className="field" key={n}>
              <label htmlFor={`f-link_${n}`}>{n}</label>
              <input id={`f-link_${n}`} name={`link_${n}`} type="url" inputMode="url" placeholder="https://" defaultValue={linkOf(n)} maxLength={255} />
            </div>
          ))}
          <div>
            <button type="submit" className="btn btn-primary">
              {t('account.save')}
            </button>
          </div>
        </Form>
      </section>

      {user.type === 'freelancer' ? (
        <section className="panel" aria-labelledby="acc-skills">
          <h2 id="acc-skills">{t('account.skills')}</h2>
          <Form method="post">
            <CsrfInput />
            <input type="hidden" name="intent" value="skills" />
            <FormError error={err('skills') ?? (skillsError ? 'account.skillsLoadError' : undefined)} />
            <fieldset className="field">
              <legend className="field-hint">{t('account.skillsHint')}</legend>
              {skillChoices.map((s) => (
                <label key={s.id} className="check">
                  <input type="checkbox" name="skill_ids" value={s.id} defaultChecked={mySkills.has(s.id)} /> {s.name}
                </label>
              ))}
            </fieldset>
            <div>
              <button type="submit" className="btn btn-primary" disabled={skillChoices.length === 0}>
                {t('account.saveSkills')}
              </button>
            </div>
          </Form>
        </section>
      ) : null}

      {user.type === 'freelancer' ? (
        <section className="panel" aria-labelledby="acc-portfolio">
          <h2 id="acc-portfolio">{t('account.portfolio')}</h2>
          {portfolio.length === 0 ? (
            <p className="muted">{t('account.noItems')}</p>
          ) : (
            <ul className="rows">
              {portfolio.map((i) => (
                <li key={i.id} className="row-item">
                  <span className="grow">{i.href ? <a href={i.href} rel="noopener noreferrer nofollow">{i.title}</a> : i.title}</span>
                  <ConfirmAction label={t('account.remove')} question={t('account.confirmRemove', { title: i.title })} intent="portfolio-remove" fields={{ id: i.id }} />
                </li>
              ))}
            </ul>
          )}
          <Form method="post" encType="multipart/form-data">
            <CsrfInput />
            <input type="hidden" name="intent" value="portfolio-add" />
            <h3>{t('account.addItem')}</h3>
            <FormError error={err('portfolio-add')} />
            <div className="field">
              <label htmlFor="f-title">{t('account.itemTitle')}</label>
              <input id="f-title" name="title" required maxLength={150} />
            </div>
            <div className="field">
              <label htmlFor="f-link">{t('account.itemLink')}</label>
              <input id="f-link" name="link" type="url" placeholder="https://" maxLength={255} />
            </div>
            <div className="field">
              <label htmlFor="f-files">{t('account.itemFiles')}</label>
              <input id="f-files" name="files" type="file" multiple accept="image/*,.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document" />
              <FieldError id="f-files-error" />
            </div>
            <div>
              <button type="submit" className="btn btn-primary">
                {t('account.addItem')}
              </button>
            </div>
          </Form>
        </section>
      ) : null}

      {user.type === 'freelancer' ? (
        <section className="panel" aria-labelledby="acc-video">
          <h2 id="acc-video">{t('account.video')}</h2>
          {profile?.video ? (
            <div className="row-item">
              <a className="grow" href={`/portfolio-files/${encodeURIComponent(profile.video.replace(/^.*\//, ''))}`}>
                {t('account.watch')}
              </a>
              <ConfirmAction label={t('account.remove')} question={t('account.confirmVideo')} intent="video-remove" />
            </div>
          ) : (
            <p className="muted">{t('account.noVideo')}</p>
          )}
          <Form method="post" encType="multipart/form-data">
            <CsrfInput />
            <input type="hidden" name="intent" value="video" />
            <FormError error={err('video')} />
            <div className="field">
              <label htmlFor="f-video">{t('account.videoFile')}</label>
              <input id="f-video" name="video" type="file" accept="video/mp4,video/quicktime,video/webm" aria-describedby="f-video-hint" />
              <p id="f-video-hint" className="field-hint">
                {t('account.videoHint')}
              </p>
            </div>
            <div>
              <button type="submit" className="btn btn-primary">
                {t('account.upload')}
              </button>
            </div>
          </Form>
        </section>
      ) : null}

      <ProfileLocationSection location={loaderData.location} lgas={loaderData.locationLgas} states={loaderData.lookups.states.items} error={err('location')} />

      {isFreelancer ? <UssdPinSection status={loaderData.ussdPin} error={err('ussd-pin')} /> : null}

      <section className="panel" aria-labelledby="acc-password">
        <h2 id="acc-password">{t('account.password')}</h2>
        <Form method="post" noValidate onSubmit={passwordForm.onSubmit} onChange={passwordForm.onChange}>
          <CsrfInput />
          <input type="hidden" name="intent" value="password" />
          <FormError error={err('password')} />
          <Field
            name="current_password"
            label={t('account.currentPassword')}
            error={passwordForm.errors.current_password}
            input={{ type: 'password', autoComplete: 'current-password', required: true, maxLength: 200 }}
          />
          <Field
            name="password"
            label={t('account.newPassword')}
            error={passwordForm.errors.password}
            input={{ type: 'password', autoComplete: 'new-password', required: true, minLength: 8, maxLength: 200 }}
          />
          <SubmitButton busy={passwordForm.busy}>{t('account.changePassword')}</SubmitButton>
        </Form>
      </section>
    </main>
  );
}

/** The identity check at a glance, and the way to its page (docs/trust.md "Identity and safe jobs"). */
function IdentityPanel({ identity, party }: { identity: Identity | null; party: 'employer' | 'freelancer' }) {
  const { t } = useTranslation();
  const view = identityView(identity);
  return (
    <section className="panel" aria-labelledby="acc-identity">
      <h2 id="acc-identity">{t('identity.title')}</h2>
      {view === 'verified' ? (
        <p>
          <VerifiedBadge at={identity?.verified_at} />
        </p>
      ) : (
        <p className="muted">{t(`identity.summary.${view}`)}</p>
      )}
      <Link to={`/${party}/account/identity`} className={view === 'verified' ? 'btn-link' : 'btn btn-primary'}>
        {t(view === 'verified' ? 'identity.view' : 'identity.verify')}
      </Link>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
