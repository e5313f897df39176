import { Link } from 'react-router';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { useTranslation } from '~/utils/i18n';

export const handle = { titleKey: 'success.title' };

export default function SignupSuccess() {
  const { t } = useTranslation();
  return (
    <div className="center">
      <div className="success-mark" aria-hidden="true">
        ✓
      </div>
      <h1>{t('success.heading')}</h1>
      <p className="lead">{t('success.welcome')}</p>
      <p>
        <Link to="/dashboard" className="btn btn-primary">
          {t('success.dashboard')}
        </Link>
      </p>
      <p className="links">
        <Link to="/home">{t('success.home')}</Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
