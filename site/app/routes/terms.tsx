import { Link } from 'react-router';
import { CONSENT_VERSIONS } from '@gigmarket/shared';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { useTranslation } from '~/utils/i18n';

export const handle = { titleKey: 'privacy.termsTitle' };

/** The terms of use (docs/privacy.md), versioned: sign-up records acceptance of this version. */
export default function Terms() {
  const { t } = useTranslation();
  return (
    <main id="main" className="content">
      <h1>{t('privacy.termsTitle')}</h1>
      <p className="muted">{t('privacy.version', { version: CONSENT_VERSIONS.terms })}</p>
      <p>{t('privacy.terms')}</p>
      <p>
        <Link to="/privacy">{t('privacy.title')}</Link>
      </p>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
