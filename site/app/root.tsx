import {
  data,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { Route } from './+types/root';
import appCss from './app.css?inline';
import appCssHref from './app.css?url';

/**
 * The stylesheet (about 5.5 KB gzip) is inlined in the document: no round trip before the first
 * paint. Only the server build holds the text; in the browser the element hydrates with the
 * server's content and is never rewritten, so the CSS is not shipped a second time in JavaScript.
 * Before registering the service worker, the page puts this inline copy into the worker's cache as
 * the stylesheet file (`id="gm-css"`, utils/stylesheet.ts), so the worker need not download it.
 * Once the worker holds the file, the browser says so in a cookie (`gm_css`, set by
 * components/offline.tsx) and documents link it instead: every later page is 5.5 KB lighter
 * (the site's data budget, docs/performance.md), with no round trip.
 */
const inlineCss = import.meta.env.SSR ? appCss : '';
import { FocusOnNavigate } from './components/focus-on-navigate';
import { LanguageSwitch } from './components/language-switch';
import { OfflineSupport } from './components/offline';
import { Splash } from './components/splash';
import { Toaster } from './components/toaster';
import { publicEnv } from './utils/env.server';
import { I18nProvider, useTranslation, type Dict } from './utils/i18n';
import { useNonce } from './utils/nonce';
import { dictionaries, getLocale, isLanguage, localeCookie } from './utils/i18n.server';
import { dictForPath, SIGNED_IN_ONLY } from './utils/i18n-routes.server';
import { commit, ensureCsrf, getSession, splashCookie, takeToast } from './utils/session.server';
import { readDataSaver } from './utils/data-saver.server';
import { INLINE_STYLESHEET_ID, stylesheetCached } from './utils/stylesheet';
import { useEffect, useState } from 'react';

export const links: Route.LinksFunction = () => [
  { rel: 'manifest', href: '/manifest.webmanifest' },
  { rel: 'icon', href: '/icon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/icon-192.png' },
];

export async function loader({ request }: Route.LoaderArgs) {
  const headers = new Headers();
  const [locale, session, csrf, dataSaver] = await Promise.all([getLocale(request), getSession(request), ensureCsrf(request), readDataSaver(request)]);
  if (csrf.setCookie) headers.append('Set-Cookie', csrf.setCookie);
  // A shared link's language (`?lang=fr`, docs/site.md "Share") is kept for the pages that follow it.
  const langParam = new URL(request.url).searchParams.get('lang');
  if (isLanguage(langParam) && (await localeCookie.parse(request.headers.get('Cookie'))) !== langParam) headers.append('Set-Cookie', await localeCookie.serialize(langParam));
  const toast = takeToast(session, request);
  if (toast) headers.append('Set-Cookie', await commit(session));
  const splashSeen = (await splashCookie.parse(request.headers.get('Cookie'))) === '1';
  const cssCached = stylesheetCached(request.headers.get('Cookie'), appCssHref);
  if (!splashSeen) headers.append('Set-Cookie', await splashCookie.serialize('1'));
  return data(
    {
      locale,
      // Only the keys the matched routes may show (about 1-2 KB gzip instead of the whole 8 KB),
      // and not the outbox's to someone signed out, who cannot have one.
      dict: dictForPath(locale, dictionaries[locale] as unknown as Dict, new URL(request.url).pathname, session.get('token') ? [] : SIGNED_IN_ONLY),
      csrf: csrf.token,
      toast: toast ? { ...toast, id: crypto.randomUUID() } : null,
      showSplash: !splashSeen,
      cssCached,
      env: publicEnv,
      dataSaver,
    },
    { headers },
  );
}

/**
 * The root's data (language, toast) changes only after a form was sent; its dictionary holds the
 * current page's keys only, so a navigation to another path loads the root again with the next
 * page's keys (in the same data request as the page's own loaders).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate, currentUrl, nextUrl }) =>
  formMethod ? defaultShouldRevalidate : currentUrl.pathname !== nextUrl.pathname;

type Handle = { titleKey?: string; metaTitle?: boolean };

function Title() {
  const { t } = useTranslation();
  const matches = useMatches();
  // A page whose `meta` writes its own title (a public job page: its link preview) keeps that one.
  if ((matches.at(-1)?.handle as Handle | undefined)?.metaTitle) return null;
  const key = [...matches].reverse().map((m) => (m.handle as Handle | undefined)?.titleKey).find(Boolean);
  const name = t('app.name');
  return <title>{key ? `${t(key)} | ${name}` : name}</title>;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const locale = root?.locale ?? 'en';
  const nonce = useNonce();
  // Decided by the document; a later revalidation never swaps the element under the page.
  const [cssLinked] = useState(Boolean(root?.cssCached));
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f5132" />
        <Meta />
        {cssLinked ? <link rel="stylesheet" href={appCssHref} /> : <style id={INLINE_STYLESHEET_ID} dangerouslySetInnerHTML={{ __html: inlineCss }} suppressHydrationWarning />}
        <Links />
      </head>
      <body>
        <I18nProvider locale={locale} dict={root?.dict ?? {}}>
          <Title />
          <Chrome>{children}</Chrome>
          {root?.showSplash ? <SplashScreen /> : null}
          <Toaster toast={root?.toast ?? null} />
        </I18nProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function SplashScreen() {
  const { t } = useTranslation();
  return <Splash name={t('app.name')} tagline={t('app.tagline')} />;
}

/** The signed-in areas (employer and freelancer layouts) draw their own shell; the signup pages keep this header. */
function inUserShell(pathname: string): boolean {
  return /^\/(employer|freelancer)(\/|$)/.test(pathname) && !/^\/(employer|freelancer)\/signup\/?$/.test(pathname);
}

function Chrome({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (inUserShell(pathname)) {
    return (
      <>
        <a href="#main" className="skip-link">
          {t('app.skip')}
        </a>
        {children}
      </>
    );
  }
  return (
    <>
      <a href="#main" className="skip-link">
        {t('app.skip')}
      </a>
      <header className="site-header">
        <Link to="/home" className="brand">
          <span className="logo-mark" aria-hidden="true">
            G
          </span>
          {t('app.name')}
        </Link>
        <LanguageSwitch />
      </header>
      {children}
    </>
  );
}

export default function App() {
  // The page runs: from here its scripts catch forms (the outbox, docs/offline.md). The journeys
  // wait for it before they act offline.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <Outlet />
      <FocusOnNavigate />
      <OfflineSupport />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  console.error(error);
  return (
    <main id="main" className="card narrow" role="alert">
      <h1 lang="en">Something went wrong</h1>
      <p lang="fr">Une erreur est survenue</p>
      <p>
        <a href="/home" className="btn btn-primary">
          GigMarket
        </a>
      </p>
    </main>
  );
}
