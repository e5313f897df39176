import { data, Form, Link } from 'react-router';
import { CsrfInput } from '~/components/csrf';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormError, SubmitButton } from '~/components/field';
import { api } from '~/utils/api.server';
import { requireAnonymous } from '~/utils/auth.server';
import { useValidatedForm } from '~/utils/forms';
import { useTranslation } from '~/utils/i18n';
import { getT } from '~/utils/i18n.server';
import { echo, ForgotPasswordSchema, parseForm } from '~/utils/schemas';
import { checkCsrf, getSession, redirectWithSession, setToast, readFormData } from '~/utils/session.server';
import type { Route } from './+types/forgot-password';

export const handle = { titleKey: 'forgot.title' };

export async function loader({ request }: Route.LoaderArgs) {
  await requireAnonymous(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  await requireAnonymous(request);
  const form = await readFormData(request);
  await checkCsrf(request, form);
  const parsed = parseForm(ForgotPasswordSchema, form);
  const values = echo(form, ['username']);
  if (!parsed.success) return data({ fieldErrors: parsed.errors, values }, { status: 400 });
  const raw = parsed.data.username;
  // A phone number is sent as digits; an email as typed.
  const username = raw.includes('@') ? raw : raw.replace(/\D+/g, '');
  const res = await api<{ fieldName: string; username: string }>('/auth/forgot-password', { method: 'POST', body: { username }, request });
  if (!res.ok) {
    // The site could not reach the API: say so in words; the technical reason goes to the log only.
    if (res.transportError) return data({ formError: 'hires.unreachable', values }, { status: 502 });
    if (res.status === 429) return data({ formError: 'messages.tooManyRequests', values }, { status: 429 });
    if (res.status === 502) return data({ formError: 'messages.accessDenied', formDetail: res.body.error ?? res.body.message, values }, { status: 502 });
    return data({ formError: 'messages.invalidUserId', values }, { status: res.status || 404 });
  }
  const session = await getSession(request);
  session.set('verify', {
    fieldName: res.body.data?.fieldName ?? 'phone',
    username: res.body.data?.username ?? username,
    action: 'password',
    sentAt: Date.now(),
  });
  const t = await getT(request);
  setToast(session, { type: 'success', title: t('app.success'), description: t('messages.codeSent') });
  return redirectWithSession('/verification', session);
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const form = useValidatedForm(ForgotPasswordSchema, actionData);
  return (
    <>
      <h1>{t('forgot.heading')}</h1>
      <p className="lead">{t('forgot.intro')}</p>
      <Form method="post" noValidate onSubmit={form.onSubmit} onChange={form.onChange}>
        <CsrfInput />
        <FormError error={form.formError} detail={form.formDetail} />
        <Field name="username" label={t('forgot.username')} error={form.errors.username} input={{ autoComplete: 'username', required: true, defaultValue: form.values.username }} />
        <SubmitButton busy={form.busy}>{t('forgot.submit')}</SubmitButton>
      </Form>
      <p className="links">
        <Link to="/login">{t('forgot.back')}</Link>
      </p>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
