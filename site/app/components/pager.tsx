import { Link, useLocation } from 'react-router';
import { useTranslation } from '~/utils/i18n';

/** Previous / next links that keep the rest of the query. */
export function Pager({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  if (pages <= 1) return null;
  const to = (p: number) => {
    const q = new URLSearchParams(search);
    q.set('page', String(p));
    return `${pathname}?${q}`;
  };
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      {page > 1 ? <Link to={to(page - 1)} rel="prev">{t('pager.prev')}</Link> : <span />}
      <span>{t('pager.of', { page, pages })}</span>
      {page < pages ? <Link to={to(page + 1)} rel="next">{t('pager.next')}</Link> : <span />}
    </nav>
  );
}
