/**
 * What the job search understood of the words (docs/search.md "Understanding a search"), said
 * above the results inside their live region: the spelling it corrected, the place it took from the
 * words (a chip that removes it), a partial answer, and the wider area when the place has no such job.
 */
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '~/utils/i18n';
import type { JobFilters } from '~/utils/search';
import { asTypedUrl, placeLabel, typedPlace, widerUrl, widerWithJobs, withoutPlaceUrl, type SearchUnderstanding } from '~/utils/search-understanding';

/** A translated text whose `{{name}}` placeholders are elements ("Showing results for <strong>electrician</strong>"). */
function withNodes(text: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return text.split(/\{\{\s*(\w+)\s*\}\}/).map((part, index) => <Fragment key={index}>{index % 2 ? (nodes[part] ?? part) : part}</Fragment>);
}

/** The words searched, the corrected ones in bold. */
function Searched({ understanding }: { understanding: SearchUnderstanding }) {
  const corrected = new Set(understanding.corrections.map((c) => c.to));
  const words = understanding.searched.split(' ');
  return (
    <>
      {words.map((word, index) => (
        <Fragment key={index}>
          {index ? ' ' : ''}
          {corrected.has(word) ? <strong>{word}</strong> : word}
        </Fragment>
      ))}
    </>
  );
}

/** The notes above the results: corrections, the place chip, a partial answer. Nothing without words. */
export function SearchUnderstood({ filters, understanding }: { filters: JobFilters; understanding: SearchUnderstanding | null }) {
  const { t } = useTranslation();
  if (!understanding) return null;
  const { corrections, place, partial } = understanding;
  if (!corrections.length && !place && !partial) return null;
  const label = place ? placeLabel(place, typedPlace(filters.q, place.words)) : '';
  return (
    <div className="search-understood">
      {corrections.length ? (
        <p className="search-corrected">
          {withNodes(t('jobs.understood.showingFor'), { searched: <Searched understanding={understanding} /> })}{' '}
          <Link to={`?${asTypedUrl(filters)}`} className="understood-link">
            {t('jobs.understood.asTyped', { typed: filters.q })}
          </Link>
        </p>
      ) : null}
      {place ? (
        <p className="place-chip">
          <span className="sr-only">{t('jobs.understood.place')} </span>
          <span className="place-chip-name">{label}</span>
          <Link to={`?${withoutPlaceUrl(filters, understanding)}`} className="place-chip-remove" aria-label={t('jobs.understood.removePlace', { place: label })}>
            <span aria-hidden="true">×</span>
          </Link>
        </p>
      ) : null}
      {partial ? <p className="search-partial">{t('jobs.understood.partial')}</p> : null}
    </div>
  );
}

/**
 * No job in the place taken from the words, while its state (or the country) has some: "No cleaning
 * jobs in Lekki yet: 8 in Lagos", the count a link to that wider search; nothing when there is none.
 */
export function WiderSearch({ filters, understanding }: { filters: JobFilters; understanding: SearchUnderstanding }) {
  const { t } = useTranslation();
  const wider = widerWithJobs(understanding);
  if (!understanding.place || !wider) return null;
  const where = typedPlace(filters.q, understanding.place.words);
  const none = understanding.searched ? t('jobs.understood.noneWords', { searched: understanding.searched, place: where }) : t('jobs.understood.none', { place: where });
  const there = wider.state_id === null ? t('jobs.understood.widerEverywhere', { count: wider.total }) : t('jobs.understood.wider', { count: wider.total, area: wider.state_name ?? '' });
  return (
    <div className="empty">
      <p>
        {none}
        {t('app.colon')}
        <Link to={`?${widerUrl(filters, understanding, wider)}`} className="understood-link">
          {there}
        </Link>
      </p>
    </div>
  );
}
