import { Link } from 'react-router';
import { CONSENT_VERSIONS, PRIVACY_CONTACT_EMAIL, RETENTION_TABLE } from '@gigmarket/shared';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { useTranslation } from '~/utils/i18n';

export const handle = { titleKey: 'privacy.title' };

/** The privacy notice (docs/privacy.md): what is kept, why, for how long, and whom to write to. Versioned. */
export default function Privacy() {
  const { t } = useTranslation();
  return (
    <main id="main" className="content">
      <h1>{t('privacy.title')}</h1>
      <p className="muted">{t('privacy.version', { version: CONSENT_VERSIONS.privacy })}</p>
      <p>{t('privacy.intro')}</p>
      <section className="panel" aria-labelledby="privacy-what">
        <h2 id="privacy-what">{t('privacy.whatTitle')}</h2>
        <div className="table-wrap">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t('privacy.colData')}</th>
                <th scope="col">{t('privacy.colWhy')}</th>
                <th scope="col">{t('privacy.colKeep')}</th>
              </tr>
            </thead>
            <tbody>
              {RETENTION_TABLE.map((row) => (
                <tr key={row.data}>
                  <td data-label={t('privacy.colData')}>{t(`privacy.retention.${row.data}.data`)}</td>
                  <td data-label={t('privacy.colWhy')}>{t(`privacy.retention.${row.data}.why`)}</td>
                  <td data-label={t('privacy.colKeep')}>{t(`privacy.retention.${row.data}.keep`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="panel" aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">{t('privacy.rightsTitle')}</h2>
        <p>{t('privacy.rights')}</p>
      </section>
      <section className="panel" aria-labelledby="privacy-contact">
        <h2 id="privacy-contact">{t('privacy.contactTitle')}</h2>
        <p>{t('privacy.contact', { email: PRIVACY_CONTACT_EMAIL })}</p>
      </section>
      <p>
        <Link to="/terms">{t('privacy.termsTitle')}</Link>
      </p>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
