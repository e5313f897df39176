import { Link } from 'react-router';
import { ActionButton, ConfirmAction } from '~/components/confirm';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Avatar } from '~/components/user-shell';
import { uploadUrl } from '~/utils/api.server';
import { requireUserType } from '~/utils/auth.server';
import { date, money, price } from '~/utils/format';
import { useTranslation } from '~/utils/i18n';
import { authed, finish, must, readForm, str, type Listing, type Person } from '~/utils/market.server';
import type { Route } from './+types/applicants';

export const handle = { titleKey: 'applicants.title' };

type Applicant = { id: number; status: string; price: string; new_price: string | null; quoted_price?: string | null; created_at: string; freelancer: Person };

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUserType(request, 'employer');
  const id = Number(params.id);
  const [listing, applicants] = await Promise.all([
    must<Listing>(request, `/employer/listings/${id}`),
    must<Applicant[]>(request, `/employer/listings/${id}/applicants`),
  ]);
  return { listing, applicants: applicants.map((a) => ({ ...a, freelancer: { ...a.freelancer, avatar: uploadUrl(a.freelancer.avatar) } })) };
}

export async function action({ request, params }: Route.ActionArgs) {
  await requireUserType(request, 'employer');
  const form = await readForm(request);
  const intent = str(form, 'intent') === 'approve' ? 'approve' : 'disapprove';
  const res = await authed(request, `/employer/applications/${Number(str(form, 'application'))}/${intent}`, { method: 'POST' });
  return finish(request, res, `/employer/listings/${Number(params.id)}/applicants`, `applicants.${intent}d`);
}

export default function Applicants({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const { listing, applicants } = loaderData;
  return (
    <main id="main" className="content">
      <p>
        <Link to="/employer/listings">← {t('listings.back')}</Link>
      </p>
      <h1>{t('applicants.heading', { title: listing.job_title })}</h1>
      <p className="muted">
        {t(`status.${listing.status}`)} · {price(listing, locale)}
      </p>
      {applicants.length === 0 ? (
        <div className="empty">
          <p>{t('applicants.empty')}</p>
        </div>
      ) : (
        <ul className="cards">
          {applicants.map((a) => (
            <li key={a.id} className="listing-card" aria-label={a.freelancer.name}>
              <div className="row-item">
                <Avatar name={a.freelancer.name} src={a.freelancer.avatar} size={48} />
                <div className="grow">
                  <h2>{a.freelancer.name}</h2>
                  <p className="muted">{[a.freelancer.state, date(a.created_at, locale)].filter(Boolean).join(' · ')}</p>
                </div>
                <span className={`pill pill-${a.status}`}>{t(`status.${a.status}`)}</span>
              </div>
              {a.freelancer.description ? <p>{a.freelancer.description}</p> : null}
              <p>
                {t('applicants.price')}: <strong>{money(a.price, listing.currency, locale)}</strong>
                {a.new_price ? (
                  <>
                    {' · '}
                    {t('applicants.newPrice')}: <strong>{money(a.new_price, listing.currency, locale)}</strong>
                  </>
                ) : null}
              </p>
              <div className="actions">
                <Link to={`/employer/connections?profile=${a.freelancer.id}`} className="btn btn-secondary">
                  {t('connections.viewProfile')}
                </Link>
                {a.status === 'pending' ? (
                  <>
                    <ActionButton intent="approve" label={t('applicants.approve')} fields={{ application: a.id }} className="btn btn-primary" />
                    <ConfirmAction label={t('applicants.disapprove')} question={t('applicants.confirmDisapprove', { name: a.freelancer.name })} intent="disapprove" fields={{ application: a.id }} />
                  </>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
