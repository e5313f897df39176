/**
 * Where a job (or a profile) is, picked rather than typed (docs/offline.md, "Places"): with
 * JavaScript, "Use my location" asks the browser's geolocation (the site's Permissions-Policy
 * allows it for the site only) and keeps the coordinates in hidden fields; without JavaScript the
 * latitude and longitude boxes stay, as before. The form still posts `latitude` and `longitude`.
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { Field } from './field';
import type { Point } from './map-pin';
import { useTranslation } from '~/utils/i18n';

const MapPin = lazy(() => import('./map-pin'));

type Props = {
  latitude: string;
  longitude: string;
  errors: { latitude?: string; longitude?: string };
  /** The fieldset's legend; "Where the job is" unless told. */
  legend?: string;
};

const round = (n: number) => String(Math.round(n * 1e7) / 1e7);

export function PlacePicker({ latitude, longitude, errors, legend }: Props) {
  const { t } = useTranslation();
  const [enhanced, setEnhanced] = useState(false);
  const [point, setPoint] = useState({ latitude, longitude });
  const [status, setStatus] = useState<'idle' | 'asking' | 'denied' | 'unavailable'>('idle');
  const [map, setMap] = useState(false);
  const env = (useRouteLoaderData('root') as { env?: { MAP_TILE_URL?: string; MAP_TILE_ATTRIBUTION?: string } } | undefined)?.env;
  useEffect(() => setEnhanced(typeof navigator !== 'undefined' && 'geolocation' in navigator), []);
  const pick = useCallback((p: Point) => setPoint({ latitude: round(p.latitude), longitude: round(p.longitude) }), []);

  if (!enhanced) {
    return (
      <div className="row">
        <Field name="latitude" label={t('listings.f.latitude')} error={errors.latitude} input={{ inputMode: 'decimal', defaultValue: latitude }} />
        <Field name="longitude" label={t('listings.f.longitude')} error={errors.longitude} input={{ inputMode: 'decimal', defaultValue: longitude }} />
      </div>
    );
  }

  const locate = () => {
    setStatus('asking');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setPoint({ latitude: round(position.coords.latitude), longitude: round(position.coords.longitude) });
        setStatus('idle');
      },
      (error) => setStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };
  const set = point.latitude !== '' && point.longitude !== '';
  return (
    <fieldset className="field place-picker">
      <legend>{legend ?? t('places.title')}</legend>
      <input type="hidden" name="latitude" value={point.latitude} />
      <input type="hidden" name="longitude" value={point.longitude} />
      <p className="field-hint" aria-live="polite" data-testid="place-status">
        {status === 'asking'
          ? t('places.asking')
          : status === 'denied'
            ? t('places.denied')
            : status === 'unavailable'
              ? t('places.unavailable')
              : set
                ? t('places.set', { latitude: point.latitude, longitude: point.longitude })
                : t('places.none')}
      </p>
      <div className="actions">
        <button type="button" className="btn btn-secondary" onClick={locate}>
          {t('places.useMyLocation')}
        </button>
        {env?.MAP_TILE_URL ? (
          <button type="button" className="btn btn-secondary" aria-expanded={map} onClick={() => setMap(!map)}>
            {t('places.pickOnMap')}
          </button>
        ) : null}
        {set ? (
          <button type="button" className="btn-link" onClick={() => setPoint({ latitude: '', longitude: '' })}>
            {t('places.clear')}
          </button>
        ) : null}
      </div>
      {map && env?.MAP_TILE_URL ? (
        <Suspense fallback={<p className="muted">{t('places.loadingMap')}</p>}>
          <MapPin
            point={set ? { latitude: Number(point.latitude), longitude: Number(point.longitude) } : null}
            onPick={pick}
            tileUrl={env.MAP_TILE_URL}
            attribution={env.MAP_TILE_ATTRIBUTION ?? ''}
            label={t('places.map')}
          />
        </Suspense>
      ) : null}
      {errors.latitude || errors.longitude ? <p className="field-error">{t(errors.latitude ?? errors.longitude ?? '')}</p> : null}
    </fieldset>
  );
}
