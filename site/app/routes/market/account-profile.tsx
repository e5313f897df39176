import { Form } from 'react-router';
import { GENDERS, LIMITS } from '@gigmarket/shared';
import { AccountSectionHead } from '~/components/account-nav';
import { ConfirmAction } from '~/components/confirm';
import { CsrfInput } from '~/components/csrf';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FieldError, FormError, SelectField, SubmitButton, TextareaField } from '~/components/field';
import { ImageUpload } from '~/components/image-upload';
import { NETWORKS } from '~/utils/account';
import { accountAction } from '~/utils/account.server';
import { requireUser } from '~/utils/auth.server';
import { useValidatedForm } from '~/utils/forms';
import { useTranslation } from '~/utils/i18n';
import { authed } from '~/utils/market.server';
import { loadLookup } from '~/utils/profile.server';
import { EmployerProfileSchema, FreelancerProfileSchema } from '~/utils/schemas';
import type { Route } from './+types/account-profile';
import type { ApiSchemas } from '~/utils/api-schemas';

export const handle = { titleKey: 'account.sections.profile' };

type Item = ApiSchemas['PortfolioViewDto'];
type Link_ = { name: string; link: string };
/** What this page reads of GET /profiles/:id (a freelancer's answer; an employer's has neither). */
type PublicProfile = Partial<Pick<ApiSchemas['FreelancerPublicProfileDto'], 'video' | 'skills'>>;

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

/** The profile: what the other side reads (the edit form, links, and a freelancer's skills, portfolio and video). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const freelancer = user.user_type === 'freelancer';
  const [profile, links, portfolio, skills, editable, states, industries, jobTypes] = await Promise.all([
    authed<PublicProfile>(request, `/profiles/${user.id}`),
    authed<Link_[]>(request, '/profile/social-links'),
    freelancer ? authed<Item[]>(request, '/portfolio') : Promise.resolve(null),
    freelancer ? authed<Array<{ id: number; name: string }>>(request, '/lookups/skills') : Promise.resolve(null),
    authed<Editable>(request, '/profile'),
    loadLookup(request, 'states'),
    loadLookup(request, 'industries'),
    freelancer ? loadLookup(request, 'jobtypes') : Promise.resolve({ items: [], error: null }),
  ]);
  return {
    user: { type: user.user_type },
    profile: profile.ok ? (profile.body.data ?? null) : null,
    links: links.ok ? (links.body.data ?? []) : [],
    skillChoices: skills?.ok ? (skills.body.data ?? []) : [],
    skillsError: Boolean(skills && !skills.ok),
    editable: editable.ok ? (editable.body.data ?? null) : null,
    lookups: { states, industries, jobTypes },
    portfolio: portfolio?.ok ? (portfolio.body.data ?? []).map((i) => ({ ...i, href: i.upload_name ? `/portfolio-files/${encodeURIComponent(i.upload_name)}` : i.link })) : [],
  };
}

export async function action({ request }: Route.ActionArgs) {
  return accountAction(request, 'profile', ['profile', 'links', 'skills', 'portfolio-add', 'portfolio-remove', 'video', 'video-remove']);
}

export default function AccountProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user, profile, links, portfolio, skillChoices, skillsError, editable, lookups } = loaderData;
  const linkOf = (name: string) => links.find((l) => l.name === name)?.link ?? '';
  const err = (intent: string) => (actionData && actionData.intent === intent ? actionData.error : undefined);
  const mySkills = new Set((profile?.skills ?? []).map((s) => s.id));
  const isFreelancer = user.type === 'freelancer';
  const profileForm = useValidatedForm(isFreelancer ? FreelancerProfileSchema : EmployerProfileSchema, actionData?.intent === 'profile' ? actionData : undefined, isFreelancer ? ['job_type'] : []);
  const kept = actionData?.intent === 'profile' ? (actionData as { avatar?: string | null; avatarUrl?: string | null }) : undefined;
  const myJobTypes = new Set(editable?.job_type ?? []);
  return (
    <main id="main" className="content">
      <AccountSectionHead party={isFreelancer ? 'freelancer' : 'employer'} titleKey="account.sections.profile" />
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

    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
