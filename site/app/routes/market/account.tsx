import { data, Form, Link } from 'react-router';
import { ConfirmAction } from '~/components/confirm';
import { CsrfInput } from '~/components/csrf';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FieldError, FormError } from '~/components/field';
import { Avatar } from '~/components/user-shell';
import { api, uploadUrl } from '~/utils/api.server';
import { requireUser } from '~/utils/auth.server';
import { useTranslation } from '~/utils/i18n';
import { authed, finish, readForm, str } from '~/utils/market.server';
import { messageKey } from '~/utils/messages';
import { getSession } from '~/utils/session.server';
import type { Route } from './+types/account';

export const handle = { titleKey: 'account.title' };

type Item = { id: number; portfolio_type: string; title: string; upload_name: string | null; link: string | null };
type Link_ = { name: string; link: string };
type PublicProfile = {
  video?: string | null; skills?: Array<{ id: number; name: string }>; job_types?: Array<{ id: number; name: string }>; industries?: Array<{ id: number; name: string }>; description?: string | null; company?: { company_name: string | null; designation: string | null; website: string | null } };

const NETWORKS = ['LinkedIn', 'Facebook', 'X', 'Instagram', 'Website'] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const freelancer = user.user_type === 'freelancer';
  const [profile, links, portfolio] = await Promise.all([
    authed<PublicProfile>(request, `/profiles/${user.id}`),
    authed<Link_[]>(request, '/profile/social-links'),
    freelancer ? authed<Item[]>(request, '/portfolio') : Promise.resolve(null),
  ]);
  return {
    user: { name: user.name, email: user.email, phone: user.phone, type: user.user_type, avatar: uploadUrl(user.avatar) },
    profile: profile.ok ? (profile.body.data ?? null) : null,
    links: links.ok ? (links.body.data ?? []) : [],
    portfolio: portfolio?.ok ? (portfolio.body.data ?? []).map((i) => ({ ...i, href: i.upload_name ? `/portfolio-files/${encodeURIComponent(i.upload_name)}` : i.link })) : [],
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const back = `/${user.user_type}/account`;
  const intent = str(form, 'intent');
  if (intent === 'links') {
    const links = NETWORKS.map((name) => ({ name, link: str(form, `link_${name}`) })).filter((l) => l.link);
    const bad = links.find((l) => !/^https?:\/\/\S+$/i.test(l.link));
    if (bad) return data({ intent, error: 'account.badLink' }, { status: 400 });
    const res = await authed(request, '/profile/social-links', { method: 'PUT', body: { links } });
    if (!res.ok) return data({ intent, error: messageKey(res.body.message) }, { status: res.status || 502 });
    return finish(request, res, back, 'account.saved');
  }
  if (intent === 'portfolio-add') {
    const title = str(form, 'title');
    if (!title) return data({ intent, error: 'account.titleRequired' }, { status: 400 });
    const body = new FormData();
    body.append('title', title);
    const link = str(form, 'link');
    if (link) body.append('link', link);
    for (const file of form.getAll('files')) if (file instanceof File && file.size > 0) body.append('files', file, file.name);
    const token = (await getSession(request)).get('token') ?? null;
    const res = await api('/portfolio', { method: 'POST', token, form: body, request });
    if (!res.ok) return data({ intent, error: messageKey(res.body.message) }, { status: res.status || 502 });
    return finish(request, res, back, 'account.saved');
  }
  if (intent === 'video') {
    const file = form.get('video');
    if (!(file instanceof File) || file.size === 0) return data({ intent, error: 'account.videoRequired' }, { status: 400 });
    const body = new FormData();
    body.append('file', file, file.name);
    const token = (await getSession(request)).get('token') ?? null;
    const res = await api('/profile/video', { method: 'POST', token, form: body, request });
    if (!res.ok) return data({ intent, error: messageKey(res.body.message) }, { status: res.status || 502 });
    return finish(request, res, back, 'account.saved');
  }
  if (intent === 'video-remove') return finish(request, await authed(request, '/profile/video', { method: 'DELETE' }), back, 'account.removed');
  if (intent === 'portfolio-remove') {
    return finish(request, await authed(request, `/portfolio/${Number(str(form, 'id'))}`, { method: 'DELETE' }), back, 'account.removed');
  }
  throw data('Unknown action', { status: 400 });
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { user, profile, links, portfolio } = loaderData;
  const linkOf = (name: string) => links.find((l) => l.name === name)?.link ?? '';
  const err = (intent: string) => (actionData && actionData.intent === intent ? actionData.error : undefined);
  return (
    <main id="main" className="content">
      <h1>{t('account.title')}</h1>
      <section className="panel" aria-labelledby="acc-profile">
        <div className="row-item">
          <Avatar name={user.name} src={user.avatar} size={64} />
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
        <p>
          <Link to={`/${user.type}/signup`} className="btn btn-secondary">
            {t('account.editProfile')}
          </Link>
        </p>
      </section>

      <section className="panel" aria-labelledby="acc-links">
        <h2 id="acc-links">{t('account.social')}</h2>
        <Form method="post" className="form-grid">
          <CsrfInput />
          <input type="hidden" name="intent" value="links" />
          <FormError error={err('links')} />
          {NETWORKS.map((n) => (
            <div className="field" key={n}>
              <label htmlFor={`f-link_${n}`}>{n}</label>
              <input id={`f-link_${n}`} name={`link_${n}`} type="url" inputMode="url" placeholder="https://" defaultValue={linkOf(n)} maxLength={255} />
            </div>
          ))}
          <div>
            <button type="submit" className="btn btn-primary">
              {t('account.save')}
            </button>
          </div>
        </Form>
      </section>

      {user.type === 'freelancer' ? (
        <section className="panel" aria-labelledby="acc-portfolio">
          <h2 id="acc-portfolio">{t('account.portfolio')}</h2>
          {portfolio.length === 0 ? (
            <p className="muted">{t('account.noItems')}</p>
          ) : (
            <ul className="rows">
              {portfolio.map((i) => (
                <li key={i.id} className="row-item">
                  <span className="grow">{i.href ? <a href={i.href} rel="noopener noreferrer nofollow">{i.title}</a> : i.title}</span>
                  <ConfirmAction label={t('account.remove')} question={t('account.confirmRemove', { title: i.title })} intent="portfolio-remove" fields={{ id: i.id }} />
                </li>
              ))}
            </ul>
          )}
          <Form method="post" encType="multipart/form-data">
            <CsrfInput />
            <input type="hidden" name="intent" value="portfolio-add" />
            <h3>{t('account.addItem')}</h3>
            <FormError error={err('portfolio-add')} />
            <div className="field">
              <label htmlFor="f-title">{t('account.itemTitle')}</label>
              <input id="f-title" name="title" required maxLength={150} />
            </div>
            <div className="field">
              <label htmlFor="f-link">{t('account.itemLink')}</label>
              <input id="f-link" name="link" type="url" placeholder="https://" maxLength={255} />
            </div>
            <div className="field">
              <label htmlFor="f-files">{t('account.itemFiles')}</label>
              <input id="f-files" name="files" type="file" multiple accept="image/*,.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document" />
              <FieldError id="f-files-error" />
            </div>
            <div>
              <button type="submit" className="btn btn-primary">
                {t('account.addItem')}
              </button>
            </div>
          </Form>
        </section>
      ) : null}

      {user.type === 'freelancer' ? (
        <section className="panel" aria-labelledby="acc-video">
          <h2 id="acc-video">{t('account.video')}</h2>
          {profile?.video ? (
            <div className="row-item">
              <a className="grow" href={`/portfolio-files/${encodeURIComponent(profile.video.replace(/^.*\//, ''))}`}>
                {t('account.watch')}
              </a>
              <ConfirmAction label={t('account.remove')} question={t('account.confirmVideo')} intent="video-remove" />
            </div>
          ) : (
            <p className="muted">{t('account.noVideo')}</p>
          )}
          <Form method="post" encType="multipart/form-data">
            <CsrfInput />
            <input type="hidden" name="intent" value="video" />
            <FormError error={err('video')} />
            <div className="field">
              <label htmlFor="f-video">{t('account.videoFile')}</label>
              <input id="f-video" name="video" type="file" accept="video/mp4,video/quicktime,video/webm" aria-describedby="f-video-hint" />
              <p id="f-video-hint" className="field-hint">
                {t('account.videoHint')}
              </p>
            </div>
            <div>
              <button type="submit" className="btn btn-primary">
                {t('account.upload')}
              </button>
            </div>
          </Form>
        </section>
      ) : null}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
