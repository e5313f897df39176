/**
 * The trust badges shown in lists and on job pages: a module of their own, so that a public page
 * (the home page's job cards, a job page) does not load the hire and rating forms of ./trust.
 */
import { formatAverage, lagosDate } from '~/utils/format';
import { useTranslation } from '~/utils/i18n';
import type { RatingSummary, Reliability } from '~/utils/trust';

/** "★ 4.6 (12)", read as "Rated 4.6 out of 5 from 12 ratings"; "No ratings yet" when there is none. */
export function RatingBadge({ rating }: { rating: RatingSummary | null | undefined }) {
  const { t, locale } = useTranslation();
  if (!rating || rating.average == null || !rating.count) {
    return <span className="trust-badge muted">{t('trust.noRatings')}</span>;
  }
  const avg = formatAverage(rating.average, locale);
  return (
    <span className="trust-badge rating-badge" role="img" aria-label={t(rating.count === 1 ? 'trust.ratedOne' : 'trust.rated', { average: avg, count: rating.count })}>
      <span aria-hidden="true">★ {avg} ({rating.count})</span>
    </span>
  );
}

/** "Reliability 92% · 14 hires", or "Reliability: New" below 3 hires. */
export function ReliabilityBadge({ reliability }: { reliability: Reliability | null | undefined }) {
  const { t } = useTranslation();
  if (!reliability || reliability.score == null) return <span className="trust-badge reliability-badge">{t('trust.reliabilityNew')}</span>;
  return <span className="trust-badge reliability-badge">{t(reliability.hires === 1 ? 'trust.reliabilityOne' : 'trust.reliability', { score: reliability.score, hires: reliability.hires })}</span>;
}

/**
 * Both badges side by side, as a labelled group. `knownOnly` (a job card in a list): only what is
 * known, nothing for an employer without ratings or a track record yet, so a list does not repeat
 * "No ratings yet" and "Reliability: New" on every card; the job's page says it.
 */
export function TrustBadges({ rating, reliability, label, knownOnly = false }: { rating?: RatingSummary | null; reliability?: Reliability | null; label?: string; knownOnly?: boolean }) {
  const rated = Boolean(rating && rating.average != null && rating.count);
  const tracked = Boolean(reliability && reliability.score != null);
  if (knownOnly && !rated && !tracked) return null;
  return (
    <p className="trust-badges" aria-label={label} role={label ? 'group' : undefined}>
      {!knownOnly || rated ? <RatingBadge rating={rating} /> : null} {!knownOnly || tracked ? <ReliabilityBadge reliability={reliability} /> : null}
    </p>
  );
}

/**
 * "✓ ID verified · 12 Nov 2026": the person checked their identity against a bank account and BVN
 * (docs/trust.md "Identity and safe jobs"). Read as "ID verified on 12 Nov 2026, identity checked
 * with a bank". Nothing without a date (not verified, or the badge was removed).
 */
export function VerifiedBadge({ at }: { at: string | null | undefined }) {
  const { t, locale } = useTranslation();
  if (!at) return null;
  const day = lagosDate(at, locale);
  return (
    <span className="trust-badge verified-badge" role="img" aria-label={t('identity.badgeLabel', { date: day })}>
      <span aria-hidden="true">✓ {t('identity.badge', { date: day })}</span>
    </span>
  );
}
