import { Link } from 'react-router';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { useTranslation } from '~/utils/i18n';

export const handle = { titleKey: 'home.title' };

/** Placeholder until the marketplace issue builds the real landing page. */
export default function Home() {
  const { t } = useTranslation();
  return (
    <main id="main" className="page">
      <section className="card narrow">
        <h1>{t('home.heading')}</h1>
        <p>{t('home.body')}</p>
        <div className="actions">
          <Link to="/login" className="btn btn-primary">
            {t('home.login')}
          </Link>
          <Link to="/signup-intro" className="btn btn-secondary">
            {t('home.signup')}
          </Link>
        </div>
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
