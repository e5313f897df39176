import { data, Form, Link } from 'react-router';
import { accountTypeFrom, LIMITS, PHONE_MASK, type SiteUserType } from '@gigmarket/shared';
import { CsrfInput } from '~/components/csrf';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormError, SubmitButton } from '~/components/field';
import { PhoneField } from '~/components/phone-input';
import { api } from '~/utils/api.server';
import { requireAnonymous } from '~/utils/auth.server';
import { returnPathFrom, safeReturnPath } from '~/utils/return-to';
import { useValidatedForm } from '~/utils/forms';
import { useTranslation } from '~/utils/i18n';
import { getT } from '~/utils/i18n.server';
import { isApiMessage } from '~/utils/messages';
import { echo, parseForm, SignupSchema } from '~/utils/schemas';
import { checkCsrf, getSession, readAccountType, redirectWithSession, rememberAccountType, setToast, readFormData } from '~/utils/session.server';
import type { Route } from './+types/signup';

export const handle = { titleKey: 'signup.title' };

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  const setCookie = await rememberAccountType(request);
  const url = new URL(request.url);
  const type: SiteUserType = setCookie ? accountTypeFrom(url.searchParams.get('type')) : await readAccountType(request);
  // A number typed on the sign-in page that had no account comes along (digits only).
  const phone = (url.searchParams.get('phone') ?? '').replace(/\D/g, '').slice(0, LIMITS.registrationPhoneMax);
  // Where to go once the code is checked: a public job page's way back (docs/site.md "Public browsing").
  const redirectTo = returnPathFrom(url.searchParams);
  return data({ type, phone, redirectTo }, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined);
}

export async function action({ request }: Route.ActionArgs) {
  await requireAnonymous(request);
  const form = await readFormData(request);
  await checkCsrf(request, form);
  const parsed = parseForm(SignupSchema, form);
  const values = echo(form, ['first_name', 'last_name', 'phone', 'email']);
  if (!parsed.success) return data({ fieldErrors: parsed.errors, values }, { status: 400 });
  const user_type = await readAccountType(request);
  const payload = { user_type, ...parsed.data };
  const res = await api<{ fieldName: string; username: string }>('/auth/register', { method: 'POST', body: payload, request });
  if (!res.ok) {
    // The site could not reach the API: say so in words; the technical reason goes to the log only.
    if (res.transportError) return data({ formError: 'hires.unreachable', values }, { status: 502 });
    if (res.status === 400 && res.body.errors) {
      const fieldErrors = Object.fromEntries(Object.entries(res.body.errors).map(([k, v]) => [k, v]));
      return data({ fieldErrors, values }, { status: 400 });
    }
    if (res.status === 502) return data({ formError: 'messages.accessDenied', formDetail: res.body.error ?? res.body.message, values }, { status: 502 });
    // A refused registration reads 'Invalid phone number'; the server's words are logged. A taken
    // email is said beside the email field instead (else the notice would mislead). See
    // docs/onboarding.md, "When a call fails".
    console.warn('Registration refused:', res.status, res.body.message);
    if (isApiMessage(res.body, 'emailTaken')) return data({ fieldErrors: { email: 'messages.emailTaken' }, values }, { status: res.status });
    const fieldErrors = isApiMessage(res.body, 'phoneTaken') ? { phone: 'messages.phoneTaken' } : undefined;
    return data({ formError: 'messages.invalidPhoneNumber', fieldErrors, values }, { status: res.status || 400 });
  }
  const session = await getSession(request);
  session.set('remember', false);
  session.set('verify', {
    fieldName: res.body.data?.fieldName ?? 'phone',
    username: res.body.data?.username ?? parsed.data.phone,
    action: 'register',
    redirectTo: safeReturnPath(form.get('redirectTo'), '') || undefined,
    sentAt: Date.now(),
  });
  const t = await getT(request);
  setToast(session, { type: 'success', title: t('messages.registrationSuccessful'), description: t('messages.codeSent') });
  return redirectWithSession('/verification', session);
}

export default function Signup({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const form = useValidatedForm(SignupSchema, actionData);
  const other = loaderData.type === 'employer' ? 'freelancer' : 'employer';
  return (
    <>
      <h1>{t('signup.heading')}</h1>
      <p className="lead">
        {t('signup.as', { type: t(`types.${loaderData.type}`) })}{' '}
        <Link to={`/signup?type=${other}${loaderData.redirectTo ? `&${new URLSearchParams({ redirectTo: loaderData.redirectTo })}` : ''}`}>{t('signup.switchTo', { type: t(`types.${other}`) })}</Link>
      </p>
      <Form method="post" noValidate onSubmit={form.onSubmit} onChange={form.onChange}>
        <CsrfInput />
        {loaderData.redirectTo ? <input type="hidden" name="redirectTo" value={loaderData.redirectTo} /> : null}
        <FormError error={form.formError} detail={form.formDetail} />
        <div className="row">
          <Field
            name="first_name"
            label={t('signup.first_name')}
            error={form.errors.first_name}
            input={{ autoComplete: 'given-name', maxLength: LIMITS.nameMax, required: true, defaultValue: form.values.first_name }}
          />
          <Field
            name="last_name"
            label={t('signup.last_name')}
            error={form.errors.last_name}
            input={{ autoComplete: 'family-name', maxLength: LIMITS.nameMax, required: true, defaultValue: form.values.last_name }}
          />
        </div>
        <PhoneField label={t('signup.phone')} hint={t('signup.phoneHint', { mask: PHONE_MASK })} error={form.errors.phone} defaultValue={form.values.phone || loaderData.phone} />
        <Field
          name="email"
          label={t('signup.email')}
          error={form.errors.email}
          input={{ type: 'email', autoComplete: 'email', maxLength: LIMITS.emailMax, required: true, defaultValue: form.values.email }}
        />
        <Field
          name="password"
          label={t('signup.password')}
          error={form.errors.password}
          hint={t('reset.hintLength', { min: LIMITS.passwordMin })}
          input={{ type: 'password', autoComplete: 'new-password', required: true }}
        />
        <p className="muted">
          {t('privacy.signupAccept')} <Link to="/terms">{t('privacy.termsTitle')}</Link> {t('privacy.and')} <Link to="/privacy">{t('privacy.title')}</Link>.
        </p>
        <SubmitButton busy={form.busy}>{t('signup.submit')}</SubmitButton>
      </Form>
      <p className="links">
        {t('signup.haveAccount')} <Link to={loaderData.redirectTo ? `/login?${new URLSearchParams({ redirectTo: loaderData.redirectTo })}` : '/login'}>{t('signup.login')}</Link>
      </p>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
