import { Form, Link, redirect } from 'react-router';
import { CsrfInput } from '~/components/csrf';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { useBusy } from '~/components/hires';
import { requireUserType } from '~/utils/auth.server';
import { failureKey, toastRedirect } from '~/utils/hires.server';
import { date, lagosDateTime, money } from '~/utils/format';
import { useTranslation } from '~/utils/i18n';
import { authed, must, pathId, readForm, str } from '~/utils/market.server';
import type { ApiSchemas } from '~/utils/api-schemas';
import type { Route } from './+types/offer';

export const handle = { titleKey: 'offer.title' };

type Offer = ApiSchemas['OfferViewDto'];

/** /freelancer/offers/:id (the SMS's and the bell's link): GET /api/freelancer/offers/:id. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUserType(request, 'freelancer');
  return { offer: await must<Offer>(request, `/freelancer/offers/${pathId(params.id)}`) };
}

/** Accept (POST .../accept: the hire) or decline (POST .../decline). */
export async function action({ request, params }: Route.ActionArgs) {
  await requireUserType(request, 'freelancer');
  const form = await readForm(request);
  const id = pathId(params.id);
  const accept = str(form, 'intent') === 'accept';
  const res = await authed<Offer>(request, `/freelancer/offers/${id}/${accept ? 'accept' : 'decline'}`, { method: 'POST' });
  if (!res.ok) return toastRedirect(request, `/freelancer/offers/${id}`, { type: 'error', key: failureKey(res) });
  if (accept && res.body.data?.application_id) return toastRedirect(request, `/freelancer/hires/${res.body.data.application_id}`, { type: 'success', key: 'offer.accepted' });
  return accept ? redirect(`/freelancer/offers/${id}`) : toastRedirect(request, `/freelancer/offers/${id}`, { type: 'success', key: 'offer.declined' });
}

export default function FreelancerOffer({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const { offer } = loaderData;
  const accepting = useBusy('accept');
  const declining = useBusy('decline');
  return (
    <main id="main" className="content narrow-content">
      <h1>{offer.job_title}</h1>
      <p className="lead">{t('offer.from', { name: offer.employer.name ?? '' })}</p>
      <dl className="amounts">
        <div>
          <dt>{t('offer.day')}</dt>
          <dd>{date(offer.job_date, locale)}</dd>
        </div>
        {offer.job_sart_time ? (
          <div>
            <dt>{t('offer.hours')}</dt>
            <dd>{[offer.job_sart_time, offer.job_end_time].filter(Boolean).join(' – ')}</dd>
          </div>
        ) : null}
        {offer.address ? (
          <div>
            <dt>{t('offer.place')}</dt>
            <dd>{offer.address}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('offer.pay')}</dt>
          <dd>
            <strong>{money(offer.amount, offer.currency, locale)}</strong>
          </dd>
        </div>
      </dl>
      {offer.work_description ? <p>{offer.work_description}</p> : null}
      {offer.status === 'pending' ? (
        <>
          <p className="notice-box" role="status">
            {t('offer.answerBy', { date: lagosDateTime(String(offer.expires_at), locale) })}
          </p>
          <div className="actions">
            <Form method="post" className="inline-form">
              <CsrfInput />
              <input type="hidden" name="intent" value="accept" />
              <button type="submit" className="btn btn-primary" disabled={accepting || declining}>
                {t('offer.accept')}
              </button>
            </Form>
            <Form method="post" className="inline-form">
              <CsrfInput />
              <input type="hidden" name="intent" value="decline" />
              <button type="submit" className="btn btn-secondary" disabled={accepting || declining}>
                {t('offer.decline')}
              </button>
            </Form>
          </div>
        </>
      ) : (
        <p className="notice-box" role="status">
          {t(`offer.freelancerStatus.${offer.status}`)}
        </p>
      )}
      {offer.application_id ? (
        <div className="actions">
          <Link to={`/freelancer/hires/${offer.application_id}`} className="btn btn-primary">
            {t('offer.toHire')}
          </Link>
        </div>
      ) : null}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
