import { formatArea, type Area } from '~/utils/area';
import { useTranslation } from '~/utils/i18n';

/** "Ikeja, Lagos · 2.6 km" where a job is and how far (docs/places.md); nothing when neither is known. */
export function AreaLabel({ area, distanceKm, className }: { area: Area | null | undefined; distanceKm?: number | null; className?: string }) {
  const { t, locale } = useTranslation();
  const text = formatArea(area, distanceKm, locale);
  if (!text) return null;
  return (
    <span className={className ?? 'area-label'}>
      <span className="sr-only">{t('places.area')}{t('app.colon')}</span>
      {text}
    </span>
  );
}
