import { Link } from 'react-router';
import { date, price } from '~/utils/format';
import { useTranslation, type T } from '~/utils/i18n';
import type { ApiSchemas } from '~/utils/api-schemas';
import { AreaLabel } from './area-label';
import { TrustBadges, VerifiedBadge } from './trust-badges';

type SearchItem = ApiSchemas['JobSearchItemDto'];
type ListingView = ApiSchemas['ListingViewDto'];
type Nested<T, K extends keyof NonNullable<T>> = Pick<NonNullable<T>, K> | null;

/**
 * The fields a card shows, as the job search answers them (`JobSearchItemDto`) or, for the home
 * page's latest jobs, as a listing does (`ListingViewDto`: the state as an id with `stateName`).
 * Every field but the id and title is optional, so a card shows what its source has.
 */
export type JobItem = Pick<SearchItem, 'id' | 'job_title'> &
  Partial<
    Pick<
      SearchItem,
      'pricing' | 'amount' | 'min_amount' | 'max_amount' | 'currency' | 'job_date' | 'job_sart_time' | 'job_end_time' | 'location' | 'distance_km' | 'work_duration' | 'employer_rating' | 'employer_reliability' | 'employer_verified_at'
    >
  > & {
    category?: Nested<SearchItem['category'] | ListingView['category'], 'category_name'>;
    jobtype?: Nested<SearchItem['jobtype'] | ListingView['jobtype'], 'name'>;
    state?: Nested<SearchItem['state'], 'name'> | ListingView['state'];
    stateName?: ListingView['stateName'];
    /** The LGA holding the job's point (docs/places.md). */
    lga?: Nested<SearchItem['lga'] | ListingView['lga'], 'name' | 'state_name'>;
    company?: Nested<SearchItem['company'] | ListingView['company'], 'company_name'>;
  };

/**
 * The fields a card shows, and only those: a loader sends its list's jobs through this, so a page
 * does not carry each job's description, address, coordinates and employer details it never shows
 * (the site's data budget, docs/performance.md). A field the job lacks stays absent.
 */
export function cardFields(job: JobItem): JobItem {
  const card: JobItem = { id: job.id, job_title: job.job_title };
  const keys = ['stateName', 'pricing', 'amount', 'min_amount', 'max_amount', 'currency', 'job_date', 'job_sart_time', 'job_end_time', 'location', 'distance_km', 'work_duration', 'employer_rating', 'employer_reliability', 'employer_verified_at'] as const;
  for (const key of keys) if (job[key] !== undefined) (card as Record<string, unknown>)[key] = job[key];
  if (job.category !== undefined) card.category = job.category && { category_name: job.category.category_name };
  if (job.jobtype !== undefined) card.jobtype = job.jobtype && { name: job.jobtype.name };
  if (job.state !== undefined && typeof job.state !== 'number') card.state = job.state && { name: job.state.name };
  if (job.lga !== undefined) card.lga = job.lga && { name: job.lga.name, state_name: job.lga.state_name };
  if (job.company !== undefined) card.company = job.company && { company_name: job.company.company_name };
  return card;
}

/** A job in a list: an `li` of its own, or (`as="div"`) inside an item that holds more, such as the saved list's Remove. */
export function JobCard({ job, href, as: Item = 'li' }: { job: JobItem; href: string; as?: 'li' | 'div' }) {
  const { t, locale } = useTranslation();
  const stateName = job.state && typeof job.state === 'object' ? job.state.name : undefined;
  const when = whenText(job, locale, t);
  return (
    <Item className="listing-card job-item">
      <div className="listing-head">
        <h2>
          <Link to={href}>{job.job_title}</Link>
        </h2>
        <strong className="amount" aria-label={`${t('findJobs.pay')}${t('app.colon')}${price(job, locale)}`}>
          {price(job, locale)}
        </strong>
      </div>
      {/* At a glance on a phone: employer, when, how far. */}
      <ul className="job-glance">
        {job.company?.company_name || job.employer_verified_at ? (
          <li className="job-employer">
            {job.company?.company_name ? (
              <>
                <span className="sr-only">{t('findJobs.employer')}{t('app.colon')}</span>
                {job.company.company_name}{' '}
              </>
            ) : null}
            <VerifiedBadge at={job.employer_verified_at} />
          </li>
        ) : null}
        {when ? <li className="job-when">{when}</li> : null}
        {job.lga || job.distance_km != null ? (
          <li className="job-area">
            <AreaLabel area={job.lga} distanceKm={job.distance_km} />
          </li>
        ) : null}
      </ul>
      {job.employer_rating !== undefined || job.employer_reliability !== undefined ? <TrustBadges rating={job.employer_rating} reliability={job.employer_reliability} label={t('trust.employerTrust')} knownOnly /> : null}
      <ul className="job-facts">
        {job.category?.category_name ? <li>{job.category.category_name}</li> : null}
        {job.jobtype?.name ? <li>{job.jobtype.name}</li> : null}
        {!job.lga && (stateName || job.stateName) ? <li>{stateName ?? job.stateName}</li> : null}
      </ul>
    </Item>
  );
}

/** "12 Jan 2026, 09:00–17:00": the job's date and hours, whichever it has. */
export function whenText(job: Pick<JobItem, 'job_date' | 'job_sart_time' | 'job_end_time'>, locale: string, t: T): string {
  const hhmm = (value: string | null | undefined) => (value ? value.slice(0, 5) : '');
  const start = hhmm(job.job_sart_time);
  const end = hhmm(job.job_end_time);
  const time = start && end ? t('findJobs.timeRange', { start, end }) : start || end;
  const day = job.job_date ? date(job.job_date, locale) : '';
  if (day && time) return t('findJobs.when', { date: day, time });
  return day || time;
}
