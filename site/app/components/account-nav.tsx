import { Link, NavLink } from 'react-router';
import { useTranslation } from '~/utils/i18n';

/** The account's sections, each its own page (docs/onboarding.md "The account"). */
export function accountSections(party: 'employer' | 'freelancer') {
  const base = `/${party}/account`;
  return [
    { to: `${base}/profile`, key: 'account.sections.profile' },
    { to: `${base}/location`, key: 'account.sections.location' },
    ...(party === 'freelancer' ? [{ to: '/freelancer/bank-account', key: 'account.sections.payouts' }] : []),
    { to: `${base}/tax`, key: 'account.sections.tax' },
    { to: `${base}/sms`, key: 'account.sections.sms' },
    { to: `${base}/security`, key: 'account.sections.security' },
    { to: `${base}/identity`, key: 'account.sections.identity' },
    { to: `${base}/privacy`, key: 'account.sections.privacy' },
    // Employers whose jobs the freelancer hid from their search (docs/roster.md).
    ...(party === 'freelancer' ? [{ to: '/freelancer/account/hidden-employers', key: 'account.sections.hidden' }] : []),
    // Keys for the employer's own systems (docs/api-keys.md).
    ...(party === 'employer' ? [{ to: `${base}/api-keys`, key: 'account.sections.apiKeys' }] : []),
    ...(party === 'employer' ? [{ to: '/employer/account/webhooks', key: 'account.sections.webhooks' }] : []),
    { to: `${base}/delete`, key: 'account.sections.delete' },
  ];
}

export function AccountNav({ party }: { party: 'employer' | 'freelancer' }) {
  const { t } = useTranslation();
  return (
    <nav className="panel account-nav" aria-label={t('account.sections.label')}>
      <ul>
        {accountSections(party).map((s) => (
          <li key={s.to}>
            <NavLink to={s.to}>{t(s.key)}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A section page's way back to the account, and its heading. */
export function AccountSectionHead({ party, titleKey }: { party: 'employer' | 'freelancer'; titleKey: string }) {
  const { t } = useTranslation();
  return (
    <>
      <p>
        <Link to={`/${party}/account`}>← {t('account.title')}</Link>
      </p>
      <h1>{t(titleKey)}</h1>
    </>
  );
}
