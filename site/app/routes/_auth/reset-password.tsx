import { data, Form, redirect } from 'react-router';
import { LIMITS } from '@gigmarket/shared';
import { CsrfInput } from '~/components/csrf';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormError, SubmitButton } from '~/components/field';
import { api } from '~/utils/api.server';
import { useValidatedForm } from '~/utils/forms';
import { useTranslation } from '~/utils/i18n';
import { getT } from '~/utils/i18n.server';
import { messageKey } from '~/utils/messages';
import { parseForm, ResetPasswordSchema } from '~/utils/schemas';
import { checkCsrf, getSession, redirectWithSession, setToast, readFormData } from '~/utils/session.server';
import type { Route } from './+types/reset-password';

export const handle = { titleKey: 'reset.title' };

export async function loader({ request }: Route.LoaderArgs) {
  const session = await getSession(request);
  const reset = session.get('reset');
  // No saved user and code: back to /forgot-password.
  if (!reset?.username || !reset.code) throw redirect('/forgot-password');
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  await checkCsrf(request, form);
  const session = await getSession(request);
  const reset = session.get('reset');
  if (!reset?.username || !reset.code) throw redirect('/forgot-password');
  const parsed = parseForm(ResetPasswordSchema, form);
  if (!parsed.success) return data({ fieldErrors: parsed.errors }, { status: 400 });
  const res = await api('/auth/process-password', {
    method: 'POST',
    body: { username: reset.username, password: parsed.data.password, code: reset.code },
    request,
  });
  if (!res.ok) {
    // The site could not reach the API: say so in words; the technical reason goes to the log only.
    if (res.transportError) return data({ formError: 'hires.unreachable' }, { status: 502 });
    return data({ formError: messageKey(res.body, 'messages.couldNotResetPassword') }, { status: res.status || 400 });
  }
  // Success clears the stored user, code and action, then back to sign-in.
  session.unset('reset');
  session.unset('verify');
  const t = await getT(request);
  setToast(session, { type: 'success', title: t('app.success'), description: t('messages.passwordReset') });
  return redirectWithSession('/login', session);
}

export default function ResetPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const form = useValidatedForm(ResetPasswordSchema, actionData);
  return (
    <>
      <h1>{t('reset.heading')}</h1>
      <Form method="post" noValidate onSubmit={form.onSubmit} onChange={form.onChange}>
        <CsrfInput />
        <FormError error={form.formError} detail={form.formDetail} />
        <Field
          name="password"
          label={t('reset.password')}
          error={form.errors.password}
          hint={
            <>
              <span>{t('reset.hintsTitle')}</span>
              <ul className="hints">
                <li>{t('reset.hintLower')}</li>
                <li>{t('reset.hintUpper')}</li>
                <li>{t('reset.hintNumber')}</li>
                <li>{t('reset.hintLength', { min: LIMITS.passwordMin })}</li>
              </ul>
            </>
          }
          input={{ type: 'password', autoComplete: 'new-password', placeholder: t('reset.prompt'), required: true }}
        />
        <SubmitButton busy={form.busy}>{t('reset.submit')}</SubmitButton>
      </Form>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
