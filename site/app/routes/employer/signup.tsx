import { Form } from 'react-router';
import { LIMITS } from '@gigmarket/shared';
import { CsrfInput } from '~/components/csrf';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormError, SelectField, SubmitButton } from '~/components/field';
import { ImageUpload } from '~/components/image-upload';
import { SignupTabs } from '~/components/signup-tabs';
import { requireUserType } from '~/utils/auth.server';
import { useValidatedForm } from '~/utils/forms';
import { useTranslation } from '~/utils/i18n';
import { loadLookup, readProfileForm, submitProfile } from '~/utils/profile.server';
import { EmployerProfileSchema } from '~/utils/schemas';
import type { Route } from './+types/signup';

export const handle = { titleKey: 'profile.employerTitle' };

export async function loader({ request }: Route.LoaderArgs) {
  await requireUserType(request, 'employer');
  // Employers use the 'index' variant of the lists (one endpoint serves both in our API).
  const [industries, states] = await Promise.all([loadLookup(request, 'industries'), loadLookup(request, 'states')]);
  return { industries, states };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readProfileForm(request, 'employer', EmployerProfileSchema);
  if (form.invalid) return form.invalid;
  const { token, avatar } = form;
  const { company_name, designation, industry, state_id } = form.values;
  const payload = {
    update: 'welcome',
    user_type: 'employer',
    company_name,
    designation,
    industry: Number(industry),
    state_id: Number(state_id),
    ...(avatar ? { avatar } : {}),
  };
  return submitProfile(request, token, payload, avatar);
}

export default function EmployerSignup({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const form = useValidatedForm(EmployerProfileSchema, actionData);
  const kept = actionData && 'avatar' in actionData ? actionData : undefined;
  return (
    <main id="main" className="auth">
      <div className="card wide">
        <SignupTabs />
        <h1>{t('profile.employerHeading')}</h1>
        <Form method="post" encType="multipart/form-data" noValidate onSubmit={form.onSubmit} onChange={form.onChange}>
          <CsrfInput />
          <FormError error={form.formError} detail={form.formDetail} />
          <div className="row">
            <Field
              name="company_name"
              label={t('profile.company_name')}
              error={form.errors.company_name}
              input={{ autoComplete: 'organization', maxLength: LIMITS.companyNameMax, required: true }}
            />
            <Field
              name="designation"
              label={t('profile.designation')}
              error={form.errors.designation}
              input={{ autoComplete: 'organization-title', maxLength: LIMITS.designationMax, required: true }}
            />
          </div>
          <div className="row">
            <SelectField
              name="industry"
              label={t('profile.industry')}
              error={form.errors.industry}
              loadError={loaderData.industries.error ?? undefined}
              options={loaderData.industries.items}
              select={{ required: true }}
            />
            <SelectField
              name="state_id"
              label={t('profile.state')}
              error={form.errors.state_id}
              loadError={loaderData.states.error ?? undefined}
              options={loaderData.states.items}
              select={{ required: true }}
            />
          </div>
          <ImageUpload label={t('profile.logo')} error={form.errors.avatar_file} uploaded={kept?.avatar} uploadedUrl={kept?.avatarUrl} />
          <SubmitButton busy={form.busy}>{t('profile.submit')}</SubmitButton>
        </Form>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
