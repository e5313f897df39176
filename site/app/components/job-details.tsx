import { formatArea } from '~/utils/area';
import { date, price } from '~/utils/format';
import { sizedImage } from '~/utils/images';
import { useTranslation } from '~/utils/i18n';
import type { Listing } from '~/utils/market.server';
import { TrustBadges, VerifiedBadge } from './trust-badges';

/** Every field of a job and its company, for the freelancer and the public job pages. */
export function JobDetails({ job, pictures }: { job: Listing; pictures: Array<string | null> }) {
  const { t, locale } = useTranslation();
  const hasTrust = job.employer_rating !== undefined || job.employer_reliability !== undefined;
  // Pay, when and where lead (docs/places.md): the amount, the day and hours, the area and how far.
  const hours = [job.job_sart_time, job.job_end_time].filter(Boolean).join(' – ');
  const when = [date(job.job_date, locale), hours || job.job_time].filter(Boolean).join(' · ');
  // The street address only reaches the hired freelancer; the API leaves it out for everyone else.
  const where = job.lga ? formatArea(job.lga, job.distance_km, locale) : job.stateName;
  const rows: Array<[string, string | null | undefined]> = [
    ['listings.f.category', job.category?.category_name],
    ['listings.f.job_type', job.jobtype?.name],
    ['listings.f.pricing', job.pricing === 'range' ? t('listings.f.range') : t('listings.f.fixed')],
    ['listings.f.job_end_date', date(job.job_end_date, locale)],
    ['listings.f.job_time', hours ? job.job_time : null],
    ['listings.f.work_duration', job.work_duration],
    ['listings.f.location', job.location],
    ['listings.f.address', job.address],
  ];
  return (
    <>
      <ul className="key-facts" aria-label={t('jobs.keyFacts')}>
        <li className="key-fact-pay">
          <span className="sr-only">{t('jobs.amount')}{t('app.colon')}</span>
          {price(job, locale)}
        </li>
        {when ? (
          <li>
            <span className="sr-only">{t('listings.f.job_date')}{t('app.colon')}</span>
            {when}
          </li>
        ) : null}
        {where ? (
          <li>
            <span className="sr-only">{t('places.area')}{t('app.colon')}</span>
            <span>{where}</span>
          </li>
        ) : null}
      </ul>
      {job.work_description ? (
        <section className="panel">
          <h2>{t('listings.f.work_description')}</h2>
          <p className="prewrap">{job.work_description}</p>
        </section>
      ) : null}
      {job.expected_result ? (
        <section className="panel">
          <h2>{t('listings.f.expected_result')}</h2>
          <p className="prewrap">{job.expected_result}</p>
        </section>
      ) : null}
      <dl className="facts">
        {rows
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k}>
              <dt>{t(k)}</dt>
              <dd>{v}</dd>
            </div>
          ))}
      </dl>
      {pictures.filter(Boolean).length ? (
        <ul className="thumbs">
          {pictures.filter(Boolean).map((p) => (
            <li key={p}>
              <img {...sizedImage(p!, 160)} alt={t('jobs.picture', { title: job.job_title })} width={160} height={160} loading="lazy" decoding="async" />
            </li>
          ))}
        </ul>
      ) : null}
      {job.company || hasTrust || job.employer_verified_at ? (
        <section className="panel">
          <h2>{t('jobs.company')}</h2>
          {hasTrust ? <TrustBadges rating={job.employer_rating} reliability={job.employer_reliability} label={t('trust.employerTrust')} /> : null}
          {job.company ? (
            <p>
              <strong>{job.company.company_name}</strong>
              {job.company.designation ? ` · ${job.company.designation}` : null}
            </p>
          ) : null}
          {job.employer_verified_at ? (
            <p>
              <VerifiedBadge at={job.employer_verified_at} />
            </p>
          ) : null}
          {job.company?.website && /^https?:\/\//.test(job.company.website) ? (
            <p>
              <a href={job.company.website} rel="noopener noreferrer nofollow" target="_blank">
                {job.company.website}
              </a>
            </p>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
