import { Link } from 'react-router';
import { date, price } from '~/utils/format';
import { useTranslation } from '~/utils/i18n';
import type { RatingSummary, Reliability } from '~/utils/trust';
import { TrustBadges } from './trust';

export type JobItem = {
  id: number;
  job_title: string;
  category?: { category_name: string } | null;
  jobtype?: { name: string } | null;
  state?: { name: string } | null;
  stateName?: string | null;
  pricing?: string;
  amount?: string | number | null;
  min_amount?: string | number | null;
  max_amount?: string | number | null;
  currency?: string | null;
  job_date?: string | null;
  location?: string | null;
  distance_km?: number | null;
  work_duration?: string | null;
  company?: { company_name: string | null } | null;
  employer_rating?: RatingSummary | null;
  employer_reliability?: Reliability | null;
};

export function JobCard({ job, href }: { job: JobItem; href: string }) {
  const { t, locale } = useTranslation();
  return (
    <li className="listing-card job-item">
      <div className="listing-head">
        <h2>
          <Link to={href}>{job.job_title}</Link>
        </h2>
        <strong className="amount">{price(job, locale)}</strong>
      </div>
      {job.company?.company_name ? <p className="muted">{job.company.company_name}</p> : null}
      {job.employer_rating !== undefined || job.employer_reliability !== undefined ? <TrustBadges rating={job.employer_rating} reliability={job.employer_reliability} label={t('trust.employerTrust')} /> : null}
      <ul className="job-facts">
        {job.category?.category_name ? <li>{job.category.category_name}</li> : null}
        {job.jobtype?.name ? <li>{job.jobtype.name}</li> : null}
        {job.state?.name || job.stateName ? <li>{job.state?.name ?? job.stateName}</li> : null}
        {job.job_date ? <li>{date(job.job_date, locale)}</li> : null}
        {job.distance_km != null ? <li>{t('jobs.km', { km: Math.round(job.distance_km * 10) / 10 })}</li> : null}
      </ul>
    </li>
  );
}
