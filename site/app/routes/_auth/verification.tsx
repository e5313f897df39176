import { Form, Link, redirect } from 'react-router';
import { LIMITS } from '@gigmarket/shared';
import { CodeInput } from '~/components/code-input';
import { ResendButton } from '~/components/countdown';
import { CsrfInput } from '~/components/csrf';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FieldError, FormError, SubmitButton } from '~/components/field';
import { useValidatedForm } from '~/utils/forms';
import { useTranslation } from '~/utils/i18n';
import { VerifySchema } from '~/utils/schemas';
import { checkCsrf, getSession, readFormData } from '~/utils/session.server';
import type { Route } from './+types/verification';
import { handleResend, handleVerify, secondsUntilResend } from './verification.server';

export const handle = { titleKey: 'verification.title' };

export async function loader({ request }: Route.LoaderArgs) {
  const session = await getSession(request);
  const state = session.get('verify');
  // No saved username: back to /login.
  if (!state?.username) throw redirect('/login');
  return { username: state.username, fieldName: state.fieldName, resendIn: secondsUntilResend(state), sentAt: state.sentAt };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormData(request);
  await checkCsrf(request, form);
  const session = await getSession(request);
  const state = session.get('verify');
  if (!state?.username) throw redirect('/login');
  // The API owns the 30 s between two codes, on its clock; the countdown only shows it.
  if (form.get('intent') === 'resend') return handleResend(request, session, state);
  return handleVerify(request, session, state, form);
}

function mask(username: string) {
  return username.length > 4 ? `${'•'.repeat(Math.max(0, username.length - 4))}${username.slice(-4)}` : username;
}

export default function Verification({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const form = useValidatedForm(VerifySchema, actionData, ['code']);
  return (
    <>
      <h1>{t('verification.heading')}</h1>
      <p className="lead">{t('verification.intro', { length: LIMITS.codeLength, username: mask(loaderData.username) })}</p>
      <Form method="post" noValidate onSubmit={form.onSubmit} onChange={form.onChange}>
        <CsrfInput />
        <FormError error={form.formError} detail={form.formDetail} />
        <CodeInput
          legend={t('verification.code')}
          digitLabel={(n, total) => t('verification.digit', { n, total })}
          errorId="f-code-error"
          invalid={!!form.errors.code}
        />
        <FieldError id="f-code-error" error={form.errors.code} />
        <SubmitButton busy={form.busy}>{t('verification.submit')}</SubmitButton>
      </Form>
      <Form method="post" className="resend">
        <CsrfInput />
        <ResendButton
          seconds={loaderData.resendIn}
          sentAt={loaderData.sentAt}
          busy={form.busy}
          label={t('verification.resend')}
          countingLabel={(seconds) => t('verification.resendIn', { seconds })}
        />
      </Form>
      <p className="links">
        <Link to="/login">{t('verification.notYou')}</Link>
      </p>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
