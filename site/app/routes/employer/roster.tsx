import { Link } from 'react-router';
import { ActionButton } from '~/components/confirm';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { TrustBadges, VerifiedBadge } from '~/components/trust';
import { Avatar } from '~/components/user-shell';
import { uploadUrl } from '~/utils/api.server';
import { requireUserType } from '~/utils/auth.server';
import { date } from '~/utils/format';
import { useTranslation } from '~/utils/i18n';
import { must } from '~/utils/market.server';
import { rosterAction } from '~/utils/roster.server';
import type { ApiSchemas } from '~/utils/api-schemas';
import type { Route } from './+types/roster';

export const handle = { titleKey: 'roster.title' };

type Entry = ApiSchemas['RosterEntryDto'];
type Blocked = ApiSchemas['BlockedFreelancerDto'];

export async function loader({ request }: Route.LoaderArgs) {
  await requireUserType(request, 'employer');
  const [favourites, blocks] = await Promise.all([
    must<Entry[]>(request, '/employer/favourites'),
    must<Blocked[]>(request, '/employer/blocks'),
  ]);
  return {
    // A freelancer whose account is gone answers `freelancer: null` (the contract): not listed.
    favourites: favourites.flatMap((f) =>
      f.freelancer ? [{ ...f, freelancer: { ...f.freelancer, avatar: uploadUrl(f.freelancer.avatar) } }] : [],
    ),
    blocks: blocks.flatMap((b) => (b.freelancer ? [{ ...b, freelancer: b.freelancer }] : [])),
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireUserType(request, 'employer');
  return rosterAction(request);
}

export default function Roster({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const { favourites, blocks } = loaderData;
  return (
    <main id="main" className="content">
      <h1>{t('roster.title')}</h1>
      <p className="muted">{t('roster.intro')}</p>
      {favourites.length === 0 ? (
        <div className="empty">
          <p>{t('roster.empty')}</p>
        </div>
      ) : (
        <ul className="cards">
          {favourites.map((f) => (
            <li key={f.freelancer_id} className="listing-card" aria-label={f.freelancer.name}>
              <div className="row-item">
                <Avatar name={f.freelancer.name} src={f.freelancer.avatar} size={48} />
                <div className="grow">
                  <h2>{f.freelancer.name}</h2>
                  {f.freelancer.state ? <p className="muted">{f.freelancer.state}</p> : null}
                </div>
              </div>
              {f.freelancer.verified_at ? (
                <p className="verified-line">
                  <VerifiedBadge at={f.freelancer.verified_at} />
                </p>
              ) : null}
              <TrustBadges
                rating={f.rating}
                reliability={f.reliability}
                label={t('trust.freelancerTrust', { name: f.freelancer.name })}
              />
              <p>
                {t('roster.lastJob')}
                {t('app.colon')}
                {f.last_job ? (
                  <strong>
                    {[f.last_job.job_title, f.last_job.job_date ? date(f.last_job.job_date, locale) : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </strong>
                ) : (
                  t('roster.noLastJob')
                )}
              </p>
              <div className="actions">
                <Link to={`/employer/book-again/${f.freelancer_id}`} className="btn btn-primary" aria-label={t('bookAgain.buttonLabel', { name: f.freelancer.name })}>
                  {t('bookAgain.button')}
                </Link>
                <ActionButton
                  intent="remove"
                  label={t('roster.remove')}
                  ariaLabel={t('roster.removeLabel', { name: f.freelancer.name })}
                  fields={{ user_id: f.freelancer_id }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="blocks-h">
        <h2 id="blocks-h">{t('roster.blocksTitle')}</h2>
        {blocks.length === 0 ? (
          <p className="muted">{t('roster.blocksEmpty')}</p>
        ) : (
          <ul className="cards">
            {blocks.map((b) => (
              <li key={b.freelancer_id} className="listing-card" aria-label={b.freelancer.name}>
                <div className="row-item">
                  <div className="grow">
                    <h3>{b.freelancer.name}</h3>
                    <p className="muted">{t('roster.blockedOn', { date: date(b.created_at, locale) })}</p>
                  </div>
                  <ActionButton
                    intent="unblock"
                    label={t('roster.unblock')}
                    ariaLabel={t('roster.unblockLabel', { name: b.freelancer.name })}
                    fields={{ user_id: b.freelancer_id }}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
