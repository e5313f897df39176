import { Form } from 'react-router';
import { AccountSectionHead } from '~/components/account-nav';
import { CsrfInput } from '~/components/csrf';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field } from '~/components/field';
import { accountAction } from '~/utils/account.server';
import { requireUser } from '~/utils/auth.server';
import { useTranslation } from '~/utils/i18n';
import { authed } from '~/utils/market.server';
import type { Route } from './+types/account-tax';

export const handle = { titleKey: 'account.sections.tax' };

/** The Tax ID shown on receipts and statements (docs/tax-and-statements.md); never required. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const profile = await authed<{ tax_id: string | null }>(request, '/profile/tax-id');
  return { party: user.user_type === 'freelancer' ? ('freelancer' as const) : ('employer' as const), taxId: profile.ok ? (profile.body.data?.tax_id ?? null) : null };
}

export async function action({ request }: Route.ActionArgs) {
  return accountAction(request, 'tax', ['tax-id']);
}

export default function AccountTax({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const error = actionData && actionData.intent === 'tax-id' ? actionData.error : undefined;
  return (
    <main id="main" className="content">
      <AccountSectionHead party={loaderData.party} titleKey="account.sections.tax" />
      <section className="panel">
        <p className="muted">{t('tax.why')}</p>
        <Form method="post" noValidate>
          <CsrfInput />
          <input type="hidden" name="intent" value="tax-id" />
          <Field
            name="tax_id"
            label={t('tax.taxIdLabel')}
            hint={t('tax.rule')}
            error={error}
            input={{ defaultValue: loaderData.taxId ?? '', inputMode: 'numeric', autoComplete: 'off', maxLength: 20, spellCheck: false }}
          />
          <button type="submit" className="btn btn-primary">
            {t('tax.save')}
          </button>
        </Form>
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
