import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useTranslation } from '~/utils/i18n';

/** The one general error boundary every route's ErrorBoundary is built on. */
export function GeneralErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  let detail: string;
  if (isRouteErrorResponse(error)) {
    const formError = (error.data as { formError?: unknown } | null)?.formError;
    detail =
      error.status === 404
        ? t('notFound.heading')
        : typeof formError === 'string'
          ? t(formError)
          : typeof error.data === 'string'
            ? error.data
            : `${error.status} ${error.statusText}`;
  } else if (error instanceof Error) {
    detail = import.meta.env.DEV ? error.message : t('errors.heading');
  } else {
    detail = t('errors.heading');
  }
  if (!(isRouteErrorResponse(error) && error.status < 500)) console.error(error);
  return (
    <div className="card narrow" role="alert">
      <h1>{t('errors.heading')}</h1>
      <p>{detail}</p>
      <p>
        <Link to="/home" className="btn btn-primary">
          {t('unauthorized.home')}
        </Link>
      </p>
    </div>
  );
}
