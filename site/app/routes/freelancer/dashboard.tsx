import { Form } from 'react-router';
import { CsrfInput } from '~/components/csrf';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { requireUserType } from '~/utils/auth.server';
import { useTranslation } from '~/utils/i18n';
import type { Route } from './+types/dashboard';

export const handle = { titleKey: 'dashboard.freelancer' };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUserType(request, 'freelancer');
  return { name: user.first_name || user.name };
}

/** Placeholder until the freelancer area is built. */
export default function FreelancerDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <main id="main" className="page">
      <section className="card narrow">
        <h1>{t('dashboard.freelancer')}</h1>
        <p className="lead">{t('welcome.heading', { name: loaderData.name })}</p>
        <p>{t('dashboard.soon')}</p>
        <Form method="post" action="/logout">
          <CsrfInput />
          <button type="submit" className="btn btn-secondary">
            {t('app.logout')}
          </button>
        </Form>
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
