import { AccountSectionHead } from '~/components/account-nav';
import { ActionButton } from '~/components/confirm';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { requireUserType } from '~/utils/auth.server';
import { date } from '~/utils/format';
import { useTranslation } from '~/utils/i18n';
import { must } from '~/utils/market.server';
import { hiddenEmployersAction } from '~/utils/roster.server';
import type { ApiSchemas } from '~/utils/api-schemas';
import type { Route } from './+types/hidden-employers';

export const handle = { titleKey: 'roster.hiddenTitle' };

type Hidden = ApiSchemas['HiddenEmployerDto'];

/** The employers whose jobs the freelancer hid from their search, each with a way to show them again (docs/roster.md). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUserType(request, 'freelancer');
  const hidden = await must<Hidden[]>(request, '/freelancer/hidden-employers');
  return {
    hidden: hidden.flatMap((h) => (h.employer ? [{ ...h, name: h.employer.company_name || h.employer.name }] : [])),
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireUserType(request, 'freelancer');
  return hiddenEmployersAction(request);
}

export default function HiddenEmployers({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  return (
    <main id="main" className="content">
      <AccountSectionHead party="freelancer" titleKey="roster.hiddenTitle" />
      <p className="muted">{t('roster.hiddenIntro')}</p>
      {loaderData.hidden.length === 0 ? (
        <div className="empty">
          <p>{t('roster.hiddenEmpty')}</p>
        </div>
      ) : (
        <ul className="cards">
          {loaderData.hidden.map((h) => (
            <li key={h.employer_id} className="listing-card" aria-label={h.name}>
              <div className="row-item">
                <div className="grow">
                  <h2>{h.name}</h2>
                  <p className="muted">{t('roster.hiddenOn', { date: date(h.created_at, locale) })}</p>
                </div>
                <ActionButton
                  intent="unhide"
                  label={t('roster.unhide')}
                  ariaLabel={t('roster.unhideLabel', { name: h.name })}
                  fields={{ user_id: h.employer_id }}
                />
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
