import { Link, useLocation } from 'react-router';
import { ProfileTrust, VerifiedBadge } from '~/components/trust';
import type { LatestComment, RatingSummary, Reliability } from '~/utils/trust';
import { ActionButton, ConfirmAction } from '~/components/confirm';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Avatar } from '~/components/user-shell';
import { uploadUrl } from '~/utils/api.server';
import { requireUser } from '~/utils/auth.server';
import { useTranslation } from '~/utils/i18n';
import { authed, finish, must, readForm, str, type Person, formId } from '~/utils/market.server';
import type { Route } from './+types/connections';
import type { ApiSchemas } from '~/utils/api-schemas';

export const handle = { titleKey: 'connections.title' };

type Connection = ApiSchemas['ConnectionViewDto'];
type Profile = Person & {
  skills?: Array<{ id: number; name: string }>;
  job_types?: Array<{ id: number; name: string }>;
  industries?: Array<{ id: number; name: string }>;
  portfolio?: Array<{ id: number; title: string; link?: string | null; file?: string | null; url?: string | null }>;
  social_links?: Array<{ name: string; link: string }>;
  company?: { company_name: string | null; designation: string | null; website: string | null; logo: string | null; industries?: Array<{ id: number; name: string }> };
  rating?: RatingSummary | null;
  reliability?: Reliability | null;
  latest_comments?: LatestComment[] | null;
};

function areaOf(request: Request) {
  return new URL(request.url).pathname.startsWith('/employer') ? 'employer' : 'freelancer';
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const area = areaOf(request);
  if (user.user_type !== area) throw new Response(null, { status: 302, headers: { Location: `/unauthorized?page=${encodeURIComponent(new URL(request.url).pathname)}` } });
  const profileId = Number(new URL(request.url).searchParams.get('profile')) || null;
  const [connections, profileRes] = await Promise.all([
    must<Connection[]>(request, '/connections'),
    profileId ? authed<Profile>(request, `/profiles/${profileId}`) : Promise.resolve(null),
  ]);
  const profile = profileRes?.ok ? profileRes.body.data! : null;
  return {
    area,
    // A connection whose other side is gone answers `user: null` (the contract): not listed.
    connections: connections.flatMap((c) => (c.user ? [{ ...c, user: { ...c.user, avatar: uploadUrl(c.user.avatar) } }] : [])),
    profile: profile ? { ...profile, avatar: uploadUrl(profile.avatar) } : null,
    profileMissing: Boolean(profileId && !profile),
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireUser(request);
  const form = await readForm(request);
  const userId = formId(form, 'user_id');
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  if (str(form, 'intent') === 'connect') return finish(request, await authed(request, '/connections', { method: 'POST', body: { user_id: userId } }), back, 'connections.connected');
  return finish(request, await authed(request, `/connections/${userId}`, { method: 'DELETE' }), back, 'connections.disconnected');
}

export default function Connections({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { connections, profile } = loaderData;
  const connectedIds = new Set(connections.map((c) => c.user.id));
  return (
    <main id="main" className="content">
      <h1>{t('connections.title')}</h1>
      {loaderData.profileMissing ? <p className="form-error">{t('notFound.heading')}</p> : null}
      {profile ? (
        <section className="panel profile-panel" aria-labelledby="profile-h">
          <div className="row-item">
            <Avatar name={profile.name} src={profile.avatar} size={64} />
            <div className="grow">
              <h2 id="profile-h">{profile.name}</h2>
              <p className="muted">{[profile.company?.company_name ?? profile.company_name, profile.company?.designation ?? profile.designation, profile.state].filter(Boolean).join(' · ')}</p>
            </div>
            {connectedIds.has(profile.id) ? (
              <ConfirmAction label={t('connections.disconnect')} question={t('connections.confirm', { name: profile.name })} intent="disconnect" fields={{ user_id: profile.id }} />
            ) : (
              <ActionButton intent="connect" label={t('connections.connect')} fields={{ user_id: profile.id }} />
            )}
          </div>
          {profile.verified_at ? (
            <p className="verified-line">
              <VerifiedBadge at={profile.verified_at} />
            </p>
          ) : null}
          {profile.description ? <p>{profile.description}</p> : null}
          <ProfileTrust rating={profile.rating} reliability={profile.reliability} comments={profile.latest_comments} />
          <Tags label={t('account.skills')} items={profile.skills} />
          <Tags label={t('profile.job_type')} items={profile.job_types} />
          <Tags label={t('profile.industry')} items={profile.industries ?? profile.company?.industries} />
          {profile.company?.website && /^https?:\/\//.test(profile.company.website) ? (
            <p>
              <a href={profile.company.website} rel="noopener noreferrer nofollow" target="_blank">
                {profile.company.website}
              </a>
            </p>
          ) : null}
          {profile.portfolio?.length ? (
            <>
              <h3>{t('account.portfolio')}</h3>
              <ul>
                {profile.portfolio.map((p) => (
                  <li key={p.id}>{p.link && /^https?:\/\//.test(p.link) ? <a href={p.link} rel="noopener noreferrer nofollow">{p.title}</a> : p.url ? <a href={p.url}>{p.title}</a> : p.title}</li>
                ))}
              </ul>
            </>
          ) : null}
          {profile.social_links?.length ? (
            <ul className="job-facts">
              {profile.social_links.filter((s) => /^https?:\/\//.test(s.link)).map((s) => (
                <li key={s.name}>
                  <a href={s.link} rel="noopener noreferrer nofollow">{s.name}</a>
                </li>
              ))}
            </ul>
          ) : null}
          <p>
            <Link to={pathname}>{t('app.close')}</Link>
          </p>
        </section>
      ) : null}
      {connections.length === 0 ? (
        <div className="empty">
          <p>{t('connections.empty')}</p>
        </div>
      ) : (
        <ul className="cards">
          {connections.map((c) => (
            <li key={c.id} className="listing-card">
              <div className="row-item">
                <Avatar name={c.user.name} src={c.user.avatar} size={48} />
                <div className="grow">
                  <h2>{c.user.name}</h2>
                  <p className="muted">{[c.user.company_name, c.user.designation, c.user.state].filter(Boolean).join(' · ')}</p>
                </div>
              </div>
              <div className="actions">
                <Link to={`?profile=${c.user.id}`} className="btn btn-secondary">
                  {t('connections.viewProfile')}
                </Link>
                <ConfirmAction label={t('connections.disconnect')} question={t('connections.confirm', { name: c.user.name })} intent="disconnect" fields={{ user_id: c.user.id }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

function Tags({ label, items }: { label: string; items?: Array<{ id: number; name: string }> }) {
  if (!items?.length) return null;
  return (
    <p>
      <strong>{label}:</strong> {items.map((i) => i.name).join(', ')}
    </p>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
