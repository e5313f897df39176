import { Link } from 'react-router';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { useTranslation } from '~/utils/i18n';
import type { Route } from './+types/unauthorized';

export const handle = { titleKey: 'unauthorized.title' };

export function loader({ request }: Route.LoaderArgs) {
  const page = new URL(request.url).searchParams.get('page') ?? '';
  return { page: page.replace(/^\//, '') };
}

export default function Unauthorized({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="center">
      <h1>{t('unauthorized.heading')}</h1>
      <p className="lead" role="alert">
        {t('unauthorized.message', { page: loaderData.page || '/' })}
      </p>
      <p>
        <Link to="/home" className="btn btn-primary">
          {t('unauthorized.home')}
        </Link>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
