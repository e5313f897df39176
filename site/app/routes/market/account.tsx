import { Link } from 'react-router';
import { AccountNav } from '~/components/account-nav';
import { DataSaverSwitch } from '~/components/data-saver-switch';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { VerifiedBadge } from '~/components/trust-badges';
import { Avatar } from '~/components/user-shell';
import { uploadUrl } from '~/utils/api.server';
import { requireUser } from '~/utils/auth.server';
import { identityView, type Identity } from '~/utils/identity';
import { useTranslation } from '~/utils/i18n';
import { authed } from '~/utils/market.server';
import type { Route } from './+types/account';
import type { ApiSchemas } from '~/utils/api-schemas';

export const handle = { titleKey: 'account.title' };

/** What this page reads of GET /profiles/:id: a freelancer's skills and job types, or an employer's company. */
type PublicProfile = Partial<Pick<ApiSchemas['FreelancerPublicProfileDto'], 'skills' | 'job_types' | 'description'>> &
  Partial<Pick<ApiSchemas['EmployerPublicProfileDto'], 'company'>>;

/** The account at a glance, the identity check, and a link to each section (docs/onboarding.md "The account"). */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const [profile, identity] = await Promise.all([authed<PublicProfile>(request, `/profiles/${user.id}`), authed<Identity>(request, '/identity')]);
  return {
    identity: identity.ok ? (identity.body.data ?? null) : null,
    user: { name: user.name, email: user.email, phone: user.phone, type: user.user_type, avatar: uploadUrl(user.avatar) },
    profile: profile.ok ? (profile.body.data ?? null) : null,
  };
}

export default function Account({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user, profile } = loaderData;
  return (
    <main id="main" className="content">
      <h1>{t('account.title')}</h1>
      <section className="panel" aria-labelledby="acc-profile">
        <div className="row-item">
          <Avatar name={user.name ?? ''} src={user.avatar} size={64} />
          <div className="grow">
            <h2 id="acc-profile">{user.name}</h2>
            <p className="muted">{[user.phone, user.email].filter(Boolean).join(' · ')}</p>
          </div>
        </div>
        {profile?.company ? <p>{[profile.company.company_name, profile.company.designation].filter(Boolean).join(' · ')}</p> : null}
        {profile?.description ? <p>{profile.description}</p> : null}
        {profile?.job_types?.length ? (
          <p>
            <strong>{t('profile.job_type')}:</strong> {profile.job_types.map((j) => j.name).join(', ')}
          </p>
        ) : null}
        {user.type === 'freelancer' ? (
          <p>
            <strong>{t('account.skills')}:</strong> {profile?.skills?.length ? profile.skills.map((s) => s.name).join(', ') : t('account.noSkills')}
          </p>
        ) : null}
      </section>

      <AccountNav party={user.type === 'employer' ? 'employer' : 'freelancer'} />

      <IdentityPanel identity={loaderData.identity} party={user.type === 'employer' ? 'employer' : 'freelancer'} />

      <DataSaverSwitch />
    </main>
  );
}

/** The identity check at a glance, and the way to its page (docs/trust.md "Identity and safe jobs"). */
function IdentityPanel({ identity, party }: { identity: Identity | null; party: 'employer' | 'freelancer' }) {
  const { t } = useTranslation();
  const view = identityView(identity);
  return (
    <section className="panel" aria-labelledby="acc-identity">
      <h2 id="acc-identity">{t('identity.title')}</h2>
      {view === 'verified' ? (
        <p>
          <VerifiedBadge at={identity?.verified_at} />
        </p>
      ) : (
        <p className="muted">{t(`identity.summary.${view}`)}</p>
      )}
      <Link to={`/${party}/account/identity`} className={view === 'verified' ? 'btn-link' : 'btn btn-primary'}>
        {t(view === 'verified' ? 'identity.view' : 'identity.verify')}
      </Link>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
