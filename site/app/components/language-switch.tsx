import { useEffect } from 'react';
import { useFetcher, useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import { LANGUAGES } from '@gigmarket/shared';
import { useTranslation } from '~/utils/i18n';
import { CsrfInput } from './csrf';

const STORAGE_KEY = 'gm_lang';

/**
 * English / Français. A plain form before JavaScript loads (the action sets the language cookie
 * and comes back here); afterwards a fetcher, and the choice is also kept in localStorage.
 */
export function LanguageSwitch() {
  const { t, locale } = useTranslation();
  const fetcher = useFetcher();
  const location = useLocation();
  const navigate = useNavigate();
  // An address's ?lang= (docs/seo-and-feeds.md) would outrank the choice: it is dropped on a switch.
  const params = new URLSearchParams(location.search);
  const urlLang = params.get('lang');
  params.delete('lang');
  const rest = params.toString();
  const here = `${location.pathname}${rest ? `?${rest}` : ''}`;
  const switched = (fetcher.data as { ok?: boolean } | undefined)?.ok === true;
  useEffect(() => {
    if (fetcher.state === 'idle' && switched && urlLang) void navigate(here, { replace: true });
  }, [fetcher.state, switched, urlLang, here, navigate]);
  const csrf = (useRouteLoaderData('root') as { csrf?: string } | undefined)?.csrf ?? '';

  // A choice kept in localStorage wins over a lost cookie.
  useEffect(() => {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    if (urlLang) return;
    if (stored && stored !== locale && (LANGUAGES as readonly string[]).includes(stored) && !document.cookie.includes('gm_lang=')) {
      void fetcher.submit({ lang: stored, redirectTo: here, csrf }, { method: 'post', action: '/set-locale' });
    } else {
      window.localStorage.setItem(STORAGE_KEY, locale);
    }
    // Only once, at start.
  }, []);

  return (
    <fetcher.Form
      method="post"
      action="/set-locale"
      className="lang-switch"
      aria-label={t('app.language')}
      onSubmit={(e) => {
        const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        if (submitter?.value) window.localStorage.setItem(STORAGE_KEY, submitter.value);
      }}
    >
      <input type="hidden" name="redirectTo" value={here} />
      <CsrfInput />
      <button type="submit" name="lang" value="en" lang="en" aria-pressed={locale === 'en'}>
        EN<span className="sr-only"> {t('app.english')}</span>
      </button>
      <button type="submit" name="lang" value="fr" lang="fr" aria-pressed={locale === 'fr'}>
        FR<span className="sr-only"> {t('app.french')}</span>
      </button>
    </fetcher.Form>
  );
}
