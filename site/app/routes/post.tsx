import { data, Form, Link } from 'react-router';
import { CsrfInput } from '~/components/csrf';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { api, uploadUrl } from '~/utils/api.server';
import { date } from '~/utils/format';
import { useTranslation } from '~/utils/i18n';
import { readForm, str } from '~/utils/market.server';
import type { Route } from './+types/post';
import type { ApiSchemas } from '~/utils/api-schemas';

export const handle = { titleKey: 'posts.title' };

type Post = ApiSchemas['PostViewDto'];

function answer(res: Awaited<ReturnType<typeof api<Post>>>) {
  if (res.ok && res.body.data) return { post: { ...res.body.data, post_image: uploadUrl(res.body.data.post_image) }, locked: null, wrong: false };
  if (res.status === 403 && (res.body as { protected?: boolean }).protected) return { post: null, locked: (res.body.data as Post | undefined)?.post_title ?? '', wrong: false };
  throw data({ formError: 'notFound.heading' }, { status: res.status === 404 ? 404 : 502 });
}

export async function loader({ request, params }: Route.LoaderArgs) {
  return answer(await api<Post>(`/posts/${encodeURIComponent(params.slug)}`, { request }));
}

/** A protected post: the password goes to the API, the post comes back (never kept). */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await readForm(request);
  const res = await api<Post>(`/posts/${encodeURIComponent(params.slug)}/unlock`, { method: 'POST', body: { post_password: str(form, 'post_password') }, request });
  if (res.status === 403) return { post: null, locked: (res.body.data as Post | undefined)?.post_title ?? '', wrong: true };
  return answer(res);
}

export default function PostPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const view = actionData ?? loaderData;
  const post = view.post;
  return (
    <main id="main" className="content public">
      <p>
        <Link to="/home">← {t('home.title')}</Link>
      </p>
      {post ? (
        <article className="panel post">
          <h1 className={post.hide_title ? 'sr-only' : undefined}>{post.post_title}</h1>
          <p className="muted">{date(post.created_at, locale)}</p>
          {post.post_image ? <img src={post.post_image} alt="" className="post-image" /> : null}
          {/* The API sanitises post HTML when it is written; only that is rendered. */}
          <div className="post-body" dangerouslySetInnerHTML={{ __html: post.post_description ?? post.short_description ?? '' }} />
        </article>
      ) : (
        <section className="panel">
          <h1>{view.locked || t('posts.protected')}</h1>
          <p>{t('posts.protected')}</p>
          <Form method="post">
            <CsrfInput />
            <div className="field">
              <label htmlFor="f-post_password">{t('signup.password')}</label>
              <input id="f-post_password" name="post_password" type="password" required aria-invalid={view.wrong || undefined} aria-describedby="f-post_password-error" />
              <p id="f-post_password-error" className="field-error" aria-live="polite">
                {view.wrong ? t('posts.wrong') : null}
              </p>
            </div>
            <button type="submit" className="btn btn-primary">
              {t('posts.unlock')}
            </button>
          </Form>
        </section>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
