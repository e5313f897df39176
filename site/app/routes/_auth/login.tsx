import { data, Form, Link, useLoaderData } from 'react-router';
import { accountTypeFrom, LIMITS } from '@gigmarket/shared';
import { CsrfInput } from '~/components/csrf';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormError, SubmitButton } from '~/components/field';
import { useValidatedForm } from '~/utils/forms';
import { useTranslation } from '~/utils/i18n';
import { isApiMessage } from '~/utils/messages';
import { echo, LoginSchema, parseForm } from '~/utils/schemas';
import { api } from '~/utils/api.server';
import { requireAnonymous, safeRedirect } from '~/utils/auth.server';
import { returnPathFrom } from '~/utils/return-to';
import { getT } from '~/utils/i18n.server';
import { checkCsrf, getSession, readAccountType, redirectWithSession, rememberAccountType, setToast, readFormData } from '~/utils/session.server';
import type { Route } from './+types/login';

export const handle = { titleKey: 'login.title' };

/** The profile-completion pages a newcomer is sent to from /signup-intro (they need an account). */
const PROFILE_PAGES = ['/freelancer/signup', '/employer/signup'];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  const setCookie = await rememberAccountType(request);
  // `redirect` (the spec's) or `redirectTo` (a public job page's), a same-site path only.
  const redirectTo = returnPathFrom(new URL(request.url).searchParams);
  // On the way to a profile page (the sign-up's next step), the visitor is most likely new: the
  // page leads with creating an account, for the type chosen on /signup-intro (docs/onboarding.md).
  const type = setCookie ? accountTypeFrom(new URL(request.url).searchParams.get('type')) : await readAccountType(request);
  const newcomer = PROFILE_PAGES.includes(redirectTo.split('?')[0]!);
  return data({ redirectTo, newcomer, type }, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined);
}

export async function action({ request }: Route.ActionArgs) {
  await requireAnonymous(request);
  const form = await readFormData(request);
  await checkCsrf(request, form);
  const parsed = parseForm(LoginSchema, form);
  const values = echo(form, ['username']);
  if (!parsed.success) return data({ fieldErrors: parsed.errors, values }, { status: 400 });
  const { username, remember, redirectTo } = parsed.data;
  const res = await api<{ fieldName: string; username: string }>('/auth/login', {
    method: 'POST',
    body: { fieldName: 'phone', username, remember: remember === 'on' },
    request,
  });
  if (!res.ok) {
    // 'unverified' -> not verified; a failed text message -> Access Denied + the provider's words;
    // anything else -> Invalid login credentials (docs/onboarding.md, "When a call fails").
    // The site could not reach the API: say so in words; the technical reason goes to the log only.
    if (res.transportError) return data({ formError: 'hires.unreachable', values }, { status: 502 });
    if (isApiMessage(res.body, 'unverified')) return data({ formError: 'messages.emailNotVerified', values }, { status: 403 });
    if (res.status === 502) return data({ formError: 'messages.accessDenied', formDetail: res.body.error ?? res.body.message, values }, { status: 502 });
    if (res.status === 429) return data({ formError: 'messages.tooManyRequests', values }, { status: 429 });
    // The spec's words, with a way on for a number that has no account yet (kept for the sign-up).
    return data({ formError: 'messages.invalidLoginCredentials', offerSignup: true, values }, { status: res.status || 401 });
  }
  const session = await getSession(request);
  session.set('remember', remember === 'on');
  session.set('verify', {
    fieldName: res.body.data?.fieldName ?? 'phone',
    username: res.body.data?.username ?? username,
    action: 'login',
    remember: remember === 'on',
    redirectTo: safeRedirect(redirectTo, ''),
    sentAt: Date.now(),
  });
  const t = await getT(request);
  setToast(session, { type: 'success', title: t('app.success'), description: t('messages.codeSent') });
  return redirectWithSession('/verification', session);
}

export default function Login({ actionData }: Route.ComponentProps) {
  const { redirectTo, newcomer, type } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const form = useValidatedForm(LoginSchema, actionData);
  const typed = form.values.username?.replace(/\D/g, '') ?? '';
  const offerSignup = actionData && 'offerSignup' in actionData && actionData.offerSignup;
  // The way back (a public job page) goes through the sign-up too.
  const signupLink = `/signup?type=${type}${offerSignup && typed ? `&phone=${typed}` : ''}${redirectTo && !newcomer ? `&${new URLSearchParams({ redirectTo })}` : ''}`;
  return (
    <>
      {newcomer ? (
        <section className="callout callout-lead" aria-labelledby="newcomer-heading">
          <h1 id="newcomer-heading">{t('login.newcomerHeading')}</h1>
          <p>{t(`login.newcomerIntro.${type}`)}</p>
          <Link to={signupLink} className="btn btn-primary">
            {t('login.signup')}
          </Link>
        </section>
      ) : null}
      {newcomer ? <h2>{t('login.haveAccountHeading')}</h2> : <h1>{t('login.heading')}</h1>}
      <p className="lead">{t('login.intro')}</p>
      <Form method="post" noValidate onSubmit={form.onSubmit} onChange={form.onChange}>
        <CsrfInput />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormError error={form.formError} detail={form.formDetail} />
        {offerSignup && !newcomer ? (
          <p className="callout" role="note">
            {t('login.noAccountForNumber')} <Link to={signupLink}>{t('login.signupWithNumber')}</Link>
          </p>
        ) : null}
        <Field
          name="username"
          label={t('login.username')}
          error={form.errors.username}
          hint={t('login.usernameHint', { max: LIMITS.loginPhoneMax })}
          input={{ type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national', maxLength: LIMITS.loginPhoneMax, required: true, defaultValue: form.values.username }}
        />
        <div className="check">
          <input id="f-remember" type="checkbox" name="remember" />
          <label htmlFor="f-remember">{t('login.remember')}</label>
        </div>
        <SubmitButton busy={form.busy} className={newcomer ? 'btn btn-secondary' : undefined}>
          {t('login.submit')}
        </SubmitButton>
      </Form>
      <p className="links">
        <Link to="/forgot-password">{t('login.forgot')}</Link>
      </p>
      {newcomer ? null : (
        <p className="links">
          {t('login.noAccount')} <Link to={signupLink}>{t('login.signup')}</Link>
        </p>
      )}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
