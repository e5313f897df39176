import { data, Form, Link, redirect } from 'react-router';
import { accountTypeFrom } from '@gigmarket/shared';
import { CsrfInput } from '~/components/csrf';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { requireAnonymous } from '~/utils/auth.server';
import { useTranslation } from '~/utils/i18n';
import { accountTypeCookie, checkCsrf, readAccountType, rememberAccountType, readFormData } from '~/utils/session.server';
import type { Route } from './+types/signup-intro';

export const handle = { titleKey: 'signupIntro.title' };

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  const setCookie = await rememberAccountType(request);
  const type = setCookie ? accountTypeFrom(new URL(request.url).searchParams.get('type')) : await readAccountType(request);
  return data({ type }, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined);
}

/** Remembers the choice, then goes to that type's signup page (docs/onboarding.md, "Account types"). */
export async function action({ request }: Route.ActionArgs) {
  await requireAnonymous(request);
  const form = await readFormData(request);
  await checkCsrf(request, form);
  const type = accountTypeFrom(form.get('type'));
  return redirect(`/${type}/signup`, { headers: { 'Set-Cookie': await accountTypeCookie.serialize(type) } });
}

export default function SignupIntro({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('signupIntro.heading')}</h1>
      <Form method="post">
        <CsrfInput />
        <fieldset className="choices">
          <legend className="sr-only">{t('signupIntro.heading')}</legend>
          {(['freelancer', 'employer'] as const).map((type) => (
            <label key={type} className="choice">
              <input type="radio" name="type" value={type} defaultChecked={loaderData.type === type} />
              <span>
                <strong>{t(`signupIntro.${type}`)}</strong>
                <small>{t(`signupIntro.${type}Hint`)}</small>
              </span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="btn btn-primary">
          {t('signupIntro.continue')}
        </button>
      </Form>
      <p className="links">
        {t('signupIntro.haveAccount')} <Link to="/login">{t('signupIntro.login')}</Link>
      </p>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
