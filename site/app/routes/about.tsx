import { Link } from 'react-router';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { useTranslation } from '~/utils/i18n';

export const handle = { titleKey: 'about.title' };

/** About GigMarket and the data it uses (docs/places.md): the LGA boundaries' attribution, as CC BY 4.0 asks. */
export default function About() {
  const { t } = useTranslation();
  return (
    <main id="main" className="content">
      <h1>{t('about.title')}</h1>
      <p>{t('about.intro')}</p>
      <section className="panel" aria-labelledby="about-data">
        <h2 id="about-data">{t('about.dataTitle')}</h2>
        <p>{t('about.dataIntro')}</p>
        <blockquote data-testid="lga-attribution">{t('about.attribution')}</blockquote>
        <p>
          <a href="https://creativecommons.org/licenses/by/4.0/" rel="license noopener noreferrer">
            {t('about.licence')}
          </a>
        </p>
        <p>{t('about.maps')}</p>
      </section>
      <p>
        <Link to="/developers">{t('developers.link')}</Link>
      </p>
      <p>
        <Link to="/home">{t('about.back')}</Link>
      </p>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
