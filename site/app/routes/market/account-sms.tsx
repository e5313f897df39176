import { AccountSectionHead } from '~/components/account-nav';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { SmsPreferencesSection, type SmsPreferences } from '~/components/sms-preferences';
import { accountAction } from '~/utils/account.server';
import { requireUser } from '~/utils/auth.server';
import { useTranslation } from '~/utils/i18n';
import { authed } from '~/utils/market.server';
import type { Route } from './+types/account-sms';

export const handle = { titleKey: 'account.sections.sms' };

/** Which text messages the account gets (docs/conversations.md). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const sms = await authed<SmsPreferences>(request, '/account/sms-preferences');
  return { party: user.user_type === 'freelancer' ? ('freelancer' as const) : ('employer' as const), sms: sms.ok ? (sms.body.data ?? null) : null };
}

export async function action({ request }: Route.ActionArgs) {
  return accountAction(request, 'sms', ['sms']);
}

export default function AccountSms({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main id="main" className="content">
      <AccountSectionHead party={loaderData.party} titleKey="account.sections.sms" />
      {loaderData.sms ? <SmsPreferencesSection prefs={loaderData.sms} freelancer={loaderData.party === 'freelancer'} /> : <p className="form-error">{t('messages.error')}</p>}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
