import { Form } from 'react-router';
import { GENDERS } from '@gigmarket/shared';
import { CsrfInput } from '~/components/csrf';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FieldError, FormError, SelectField, SubmitButton, TextareaField } from '~/components/field';
import { ImageUpload } from '~/components/image-upload';
import { SignupTabs } from '~/components/signup-tabs';
import { requireUserType } from '~/utils/auth.server';
import { useValidatedForm } from '~/utils/forms';
import { useTranslation } from '~/utils/i18n';
import { loadLookup, readProfileForm, submitProfile } from '~/utils/profile.server';
import { FreelancerProfileSchema } from '~/utils/schemas';
import type { Route } from './+types/signup';

export const handle = { titleKey: 'profile.freelancerTitle' };

const ARRAYS = ['job_type'] as const;

export async function loader({ request }: Route.LoaderArgs) {
  await requireUserType(request, 'freelancer');
  // Freelancers use the 'view' variant of the lists (one endpoint serves both in our API).
  const [industries, states, jobTypes] = await Promise.all([
    loadLookup(request, 'industries'),
    loadLookup(request, 'states'),
    loadLookup(request, 'jobtypes'),
  ]);
  return { industries, states, jobTypes };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readProfileForm(request, 'freelancer', FreelancerProfileSchema, ARRAYS);
  if (form.invalid) return form.invalid;
  const { token, avatar } = form;
  const { gender, state_id, job_type, description, industry } = form.values;
  const payload = {
    update: 'welcome',
    user_type: 'freelancer',
    gender,
    state_id: Number(state_id),
    job_type: job_type.map(Number),
    description,
    industry: Number(industry),
    ...(avatar ? { avatar } : {}),
  };
  return submitProfile(request, token, payload, avatar);
}

export default function FreelancerSignup({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const form = useValidatedForm(FreelancerProfileSchema, actionData, ARRAYS);
  const kept = actionData && 'avatar' in actionData ? actionData : undefined;
  return (
    <main id="main" className="auth">
      <div className="card wide">
        <SignupTabs />
        <h1>{t('profile.freelancerHeading')}</h1>
        <Form method="post" encType="multipart/form-data" noValidate onSubmit={form.onSubmit} onChange={form.onChange}>
          <CsrfInput />
          <FormError error={form.formError} detail={form.formDetail} />
          <fieldset className="field" aria-describedby="f-gender-error">
            <legend>{t('profile.gender')}</legend>
            <div className="inline-choices">
              {GENDERS.map((g) => (
                <label key={g} className="check">
                  <input type="radio" name="gender" value={g} aria-invalid={form.errors.gender ? true : undefined} />
                  <span>{t(`profile.genders.${g}`)}</span>
                </label>
              ))}
            </div>
            <FieldError id="f-gender-error" error={form.errors.gender} />
          </fieldset>
          <div className="row">
            <SelectField
              name="state_id"
              label={t('profile.state')}
              error={form.errors.state_id}
              loadError={loaderData.states.error ?? undefined}
              options={loaderData.states.items}
              select={{ required: true }}
            />
            <SelectField
              name="industry"
              label={t('profile.industry')}
              error={form.errors.industry}
              loadError={loaderData.industries.error ?? undefined}
              options={loaderData.industries.items}
              select={{ required: true }}
            />
          </div>
          <fieldset className="field" aria-describedby="f-job_type-hint f-job_type-error">
            <legend>{t('profile.job_type')}</legend>
            <p id="f-job_type-hint" className="field-hint">
              {t('profile.jobTypeHint')}
            </p>
            {loaderData.jobTypes.error ? (
              <p className="field-error" role="alert">
                {t(loaderData.jobTypes.error)}
              </p>
            ) : null}
            <div className="inline-choices">
              {loaderData.jobTypes.items.map((j) => (
                <label key={j.id} className="check chip">
                  <input type="checkbox" name="job_type" value={String(j.id)} aria-invalid={form.errors.job_type ? true : undefined} />
                  <span>{j.name}</span>
                </label>
              ))}
            </div>
            <FieldError id="f-job_type-error" error={form.errors.job_type} />
          </fieldset>
          <TextareaField name="description" label={t('profile.description')} error={form.errors.description} textarea={{ required: true }} />
          <ImageUpload label={t('profile.identity')} error={form.errors.avatar_file} uploaded={kept?.avatar} uploadedUrl={kept?.avatarUrl} />
          <SubmitButton busy={form.busy}>{t('profile.submit')}</SubmitButton>
        </Form>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
