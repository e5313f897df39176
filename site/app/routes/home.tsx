import { Form, Link } from 'react-router';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { cardFields, JobCard, type JobItem } from '~/components/job-card';
import type { FeaturedJob } from '~/utils/api.server';
import { api } from '~/utils/api.server';
import { getUser } from '~/utils/auth.server';
import { date, money } from '~/utils/format';
import { useTranslation } from '~/utils/i18n';
import type { Route } from './+types/home';
import type { ApiSchemas } from '~/utils/api-schemas';

export const handle = { titleKey: 'home.title' };

type Home = {
  currency: string;
  featured: FeaturedJob[];
  latest: JobItem[];
  categories: Array<{ id: number; category_name: string; category_slug: string }>;
  posts: Array<{ id: number; post_title: string; post_slug: string; short_description: string | null; created_at: string }>;
};

export async function loader({ request }: Route.LoaderArgs) {
  const [res, user] = await Promise.all([api<ApiSchemas['HomeDataDto']>('/home', { request }), getUser(request).catch(() => null)]);
  return { home: res.ok ? shown(res.body.data!) : null, userType: user?.user_type ?? null };
}

/** What the page shows of the API's answer, and no more (the site's data budget, docs/performance.md). */
function shown(home: ApiSchemas['HomeDataDto']): Home {
  return {
    currency: home.currency,
    featured: home.featured.map((f) => ({
      id: f.id,
      job_title: f.job_title,
      user: f.user ? { company: f.user.company } : f.user,
      state: f.state ? { name: f.state.name } : f.state,
      jobtype: f.jobtype ? { name: f.jobtype.name } : f.jobtype,
      min_amount: f.min_amount,
      currency: f.currency,
    })) as FeaturedJob[],
    latest: home.latest.map(cardFields),
    categories: home.categories.map((c) => ({ id: c.id, category_name: c.category_name, category_slug: c.category_slug })),
    posts: home.posts.map((p) => ({ id: p.id, post_title: p.post_title, post_slug: p.post_slug, short_description: p.short_description, created_at: p.created_at })),
  };
}

/** The landing page: search, featured and latest jobs, categories, latest posts. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const { home, userType } = loaderData;
  const freelancer = userType === 'freelancer';
  const jobHref = (id: number) => (freelancer ? `/freelancer/details/${id}` : `/jobs/${id}`);
  return (
    <main id="main" className="content public">
      <section className="hero">
        <h1>{t('home.heading')}</h1>
        <p className="lead">{t('home.body')}</p>
        {userType === 'employer' ? null : (
          <Form method="get" action={freelancer ? '/freelancer/jobs' : '/jobs'} role="search" className="search-row">
            <label htmlFor="home-q" className="sr-only">
              {t('jobs.q')}
            </label>
            <input id="home-q" name="q" type="search" maxLength={100} placeholder={t('home.searchPlaceholder')} />
            <button type="submit" className="btn btn-primary">
              {t('jobs.search')}
            </button>
          </Form>
        )}
        {userType ? (
          <Link to="/dashboard">{t('dashboard.title')}</Link>
        ) : (
          <div className="actions">
            <Link to="/jobs" className="btn btn-primary">
              {t('publicJobs.browse')}
            </Link>
            <Link to="/login" className="btn btn-secondary">
              {t('home.login')}
            </Link>
            <Link to="/signup-intro" className="btn btn-secondary">
              {t('home.signup')}
            </Link>
          </div>
        )}
      </section>
      {!home ? (
        <p className="form-error" role="alert">
          {t('errors.heading')}
        </p>
      ) : (
        <>
          {home.featured.length ? (
            <section aria-labelledby="featured-h">
              <h2 id="featured-h">{t('home.featured')}</h2>
              <ul className="cards grid">
                {home.featured.map((f) => (
                  <li key={f.id} className="listing-card">
                    <h3>
                      <Link to={jobHref(f.id)}>{f.job_title}</Link>
                    </h3>
                    <p className="muted">{[f.user?.company, f.state?.name, f.jobtype?.name].filter(Boolean).join(' · ')}</p>
                    {f.min_amount ? <p>{t('welcome.from', { amount: money(f.min_amount, f.currency ?? home.currency, locale) })}</p> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="latest-h">
            <h2 id="latest-h">{t('home.latest')}</h2>
            {home.latest.length ? (
              <ul className="cards">
                {home.latest.map((j) => (
                  <JobCard key={j.id} job={{ ...j, state: j.stateName ? { name: j.stateName } : null }} href={jobHref(j.id)} />
                ))}
              </ul>
            ) : (
              <p className="muted">{t('jobs.emptyOpen')}</p>
            )}
          </section>
          {/* Each category opens its jobs (signed out, after signing in, as the search above does);
              employers, who do not search jobs, are not offered them. */}
          {home.categories.length && userType !== 'employer' ? (
            <section aria-labelledby="cat-h">
              <h2 id="cat-h">{t('home.categories')}</h2>
              <ul className="job-facts cats">
                {home.categories.map((c) => (
                  <li key={c.id}>
                    <Link to={`${freelancer ? '/freelancer/jobs' : '/jobs'}?category_id=${c.id}`}>{c.category_name}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {home.posts.length ? (
            <section aria-labelledby="posts-h">
              <h2 id="posts-h">{t('home.posts')}</h2>
              <ul className="cards grid">
                {home.posts.map((p) => (
                  <li key={p.id} className="listing-card">
                    <h3>
                      <Link to={`/posts/${p.post_slug}`}>{p.post_title}</Link>
                    </h3>
                    <p className="muted">{date(p.created_at, locale)}</p>
                    {p.short_description ? <p>{p.short_description}</p> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
      <footer className="site-footer">
        <Link to="/about">{t('about.link')}</Link> · <Link to="/developers">{t('developers.link')}</Link> · <Link to="/privacy">{t('privacy.title')}</Link> ·{' '}
        <Link to="/terms">{t('privacy.termsTitle')}</Link>
      </footer>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
