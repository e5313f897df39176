import { Link } from 'react-router';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { requireUserType } from '~/utils/auth.server';
import { date, lagosDateTime, money } from '~/utils/format';
import { useTranslation } from '~/utils/i18n';
import { must, pathId } from '~/utils/market.server';
import type { ApiSchemas } from '~/utils/api-schemas';
import type { Route } from './+types/offer';

export const handle = { titleKey: 'offer.title' };

type Offer = ApiSchemas['OfferViewDto'];

/** /employer/offers/:id: GET /api/employer/offers/:id, the offer and where it stands. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUserType(request, 'employer');
  return { offer: await must<Offer>(request, `/employer/offers/${pathId(params.id)}`) };
}

export default function EmployerOffer({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const { offer } = loaderData;
  return (
    <main id="main" className="content narrow-content">
      <h1>{offer.job_title}</h1>
      <p role="status" className="notice-box">
        {t(`offer.employerStatus.${offer.status}`, { name: offer.freelancer.name ?? '', date: lagosDateTime(String(offer.expires_at), locale) })}
      </p>
      <dl className="amounts">
        <div>
          <dt>{t('offer.freelancer')}</dt>
          <dd>{offer.freelancer.name}</dd>
        </div>
        <div>
          <dt>{t('offer.day')}</dt>
          <dd>{date(offer.job_date, locale)}</dd>
        </div>
        <div>
          <dt>{t('offer.pay')}</dt>
          <dd>{money(offer.amount, offer.currency, locale)}</dd>
        </div>
      </dl>
      <p className="muted">{t(offer.open_if_declined ? 'offer.opensIfDeclined' : 'offer.staysUnpublished')}</p>
      <div className="actions">
        {offer.application_id ? (
          <Link to={`/employer/hires/${offer.application_id}`} className="btn btn-primary">
            {t('offer.toHire')}
          </Link>
        ) : null}
        <Link to="/employer/listings" className="btn btn-secondary">
          {t('offer.toJobs')}
        </Link>
      </div>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
