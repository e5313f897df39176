import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '~/utils/i18n';
import { nearMeUrl, type JobFilters } from '~/utils/search';

type Status = 'idle' | 'locating' | 'denied' | 'unavailable';

/**
 * "Use my location" on the job search: asks the browser for the position (the browser
 * asks the user's permission) and searches by distance around it, the URL keeping it rounded to
 * about 1 km. Refused, unsupported or failing, it searches around the profile's location instead
 * (the API's default centre) and says so.
 */
export function UseMyLocation({ filters, base = '/freelancer/jobs' }: { filters: JobFilters; base?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [status, setStatus] = useState<Status>('idle');

  const go = (point: { latitude: number; longitude: number } | null) => navigate(`${base}?${nearMeUrl(filters, point)}`);
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setStatus('unavailable');
      void go(null);
      return;
    }
    setStatus('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setStatus('idle');
        void go({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      (error) => {
        setStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
        void go(null);
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  };

  return (
    <div className="near-me">
      <button type="button" className="btn btn-secondary" onClick={locate} disabled={status === 'locating'}>
        {t('nearMe.use')}
      </button>
      <p className="muted" role="status" aria-live="polite">
        {status === 'locating' ? t('nearMe.locating') : status === 'denied' ? t('nearMe.denied') : status === 'unavailable' ? t('nearMe.unavailable') : filters.sort === 'distance' && filters.latitude ? t('nearMe.using') : ''}
      </p>
    </div>
  );
}
