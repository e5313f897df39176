import { Form } from 'react-router';
import { AccountSectionHead } from '~/components/account-nav';
import { CsrfInput } from '~/components/csrf';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormError, SubmitButton } from '~/components/field';
import { UssdPinSection, type UssdPinStatus } from '~/components/ussd-pin';
import { accountAction } from '~/utils/account.server';
import { requireUser } from '~/utils/auth.server';
import { useValidatedForm } from '~/utils/forms';
import { useTranslation } from '~/utils/i18n';
import { authed } from '~/utils/market.server';
import { ChangePasswordSchema } from '~/utils/schemas';
import type { Route } from './+types/account-security';

export const handle = { titleKey: 'account.sections.security' };

/** Security: the password, and a freelancer's USSD PIN (docs/ussd.md). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const freelancer = user.user_type === 'freelancer';
  const ussdPin = freelancer ? await authed<UssdPinStatus>(request, '/profile/ussd-pin') : null;
  return { party: freelancer ? ('freelancer' as const) : ('employer' as const), ussdPin: ussdPin?.ok ? (ussdPin.body.data ?? null) : null };
}

export async function action({ request }: Route.ActionArgs) {
  return accountAction(request, 'security', ['password', 'ussd-pin']);
}

export default function AccountSecurity({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const err = (intent: string) => (actionData && actionData.intent === intent ? actionData.error : undefined);
  const passwordForm = useValidatedForm(ChangePasswordSchema, actionData?.intent === 'password' ? actionData : undefined);
  return (
    <main id="main" className="content">
      <AccountSectionHead party={loaderData.party} titleKey="account.sections.security" />
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
      {loaderData.party === 'freelancer' ? <UssdPinSection status={loaderData.ussdPin} error={err('ussd-pin')} /> : null}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
