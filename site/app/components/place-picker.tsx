/**
 * Where a job (or a profile) is, picked rather than typed (docs/places.md): the state, then the
 * LGA (a list of the state's LGAs with a box that finds one by name or another spelling), then
 * the map centred on that LGA with the pin at its centre. "Use my location" moves the map to the
 * device's position and fills the state and LGA that hold it; a tap or a drag of the pin does the
 * same. The person reads "Ikeja, Lagos", never coordinates. The form posts `state` (when asked),
 * `lga_id`, `latitude` and `longitude`; without JavaScript it posts the state and the LGA, and the
 * API puts the place at the LGA's centre (the LGA list follows the saved state).
 */
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { Point } from './map-pin';
import { NamedOptions } from './named-options';
import type { PlaceLga } from '~/routes/places/lgas';
import { formatArea } from '~/utils/area';
import { useTranslation } from '~/utils/i18n';

const MapPin = lazy(() => import('./map-pin'));

type Props = {
  states: Array<{ id: number; name: string }>;
  /** The saved state, its LGAs, the saved LGA and point. */
  stateId: string;
  lgas: PlaceLga[];
  lgaId: string;
  latitude: string;
  longitude: string;
  errors: { state?: string; lga_id?: string; latitude?: string; longitude?: string };
  /** The fieldset's legend; "Where the job is" unless told. */
  legend?: string;
  /** Post the state as `state` (the listing form); a profile's state follows its LGA. */
  postState?: boolean;
};

const round = (n: number) => String(Math.round(n * 1e7) / 1e7);
const key = (text: string) => text.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]/g, '');

export function PlacePicker({ states, stateId: savedState, lgas: savedLgas, lgaId: savedLga, latitude, longitude, errors, legend, postState = false }: Props) {
  const { t, locale } = useTranslation();
  const id = useId();
  const [enhanced, setEnhanced] = useState(false);
  const [stateId, setStateId] = useState(savedState);
  const [lgas, setLgas] = useState(savedLgas);
  const [lgaId, setLgaId] = useState(savedLga);
  const [point, setPoint] = useState({ latitude, longitude });
  const [find, setFind] = useState('');
  const [status, setStatus] = useState<'idle' | 'asking' | 'denied' | 'unavailable' | 'outside'>('idle');
  const [map, setMap] = useState(false);
  const lookup = useRef(0);
  const env = (useRouteLoaderData('root') as { env?: { MAP_TILE_URL?: string; MAP_TILE_ATTRIBUTION?: string } } | undefined)?.env;
  useEffect(() => setEnhanced(typeof window !== 'undefined'), []);

  const loadState = useCallback(async (state: string) => {
    if (!state) return [];
    const res = await fetch(`/places/lgas?state=${encodeURIComponent(state)}`);
    return res.ok ? ((await res.json()) as { lgas: PlaceLga[] }).lgas : [];
  }, []);

  const chooseState = async (state: string) => {
    setStateId(state);
    setLgaId('');
    setFind('');
    setPoint({ latitude: '', longitude: '' });
    setLgas(await loadState(state));
  };
  const chooseLga = (value: string) => {
    const lga = lgas.find((l) => String(l.id) === value);
    setLgaId(value);
    if (lga) {
      setPoint({ latitude: String(lga.latitude), longitude: String(lga.longitude) });
      setStatus('idle');
      if (env?.MAP_TILE_URL) setMap(true);
    }
  };
  /** A point from the device or the pin: the LGA holding it fills the state and LGA. */
  const placeAt = useCallback(
    async (p: Point) => {
      const next = { latitude: round(p.latitude), longitude: round(p.longitude) };
      setPoint(next);
      const ticket = ++lookup.current;
      const res = await fetch(`/places/at?${new URLSearchParams(next)}`);
      const found = res.ok ? ((await res.json()) as { lga: PlaceLga | null }).lga : null;
      if (ticket !== lookup.current) return;
      if (!found) {
        setStatus('outside');
        setLgaId('');
        return;
      }
      setStatus('idle');
      if (String(found.state_id) !== stateId) {
        setStateId(String(found.state_id));
        setLgas(await loadState(String(found.state_id)));
      }
      setLgaId(String(found.id));
    },
    [stateId, loadState],
  );

  const locate = () => {
    if (!('geolocation' in navigator)) return setStatus('unavailable');
    setStatus('asking');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        void placeAt({ latitude: position.coords.latitude, longitude: position.coords.longitude });
        if (env?.MAP_TILE_URL) setMap(true);
      },
      (error) => setStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };
  const onFind = (text: string) => {
    setFind(text);
    const wanted = key(text);
    if (!wanted) return;
    const match = lgas.find((l) => key(l.name).startsWith(wanted)) ?? lgas.find((l) => [l.name, ...l.aliases].some((name) => key(name).includes(wanted)));
    if (match && String(match.id) !== lgaId) chooseLga(String(match.id));
  };

  const lga = lgas.find((l) => String(l.id) === lgaId) ?? null;
  const set = point.latitude !== '' && point.longitude !== '';
  const shown =
    status === 'asking'
      ? t('places.asking')
      : status === 'denied'
        ? t('places.denied')
        : status === 'unavailable'
          ? t('places.unavailable')
          : status === 'outside'
            ? t('places.outside')
            : lga
              ? formatArea(lga, null, locale)
              : t('places.none');
  const error = errors.lga_id ?? errors.state ?? errors.latitude ?? errors.longitude;
  return (
    <fieldset className="field place-picker">
      <legend>{legend ?? t('places.title')}</legend>
      <div className="row">
        <div className="field">
          <label htmlFor={`${id}-state`}>{t('profile.state')}</label>
          <select id={`${id}-state`} name={postState ? 'state' : undefined} value={stateId} onChange={(e) => void chooseState(e.currentTarget.value)}>
            <NamedOptions items={states} empty={t('places.chooseState')} />
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-lga`}>{t('places.lga')}</label>
          {enhanced && lgas.length ? (
            <input
              id={`${id}-find`}
              type="search"
              className="place-find"
              value={find}
              onChange={(e) => onFind(e.currentTarget.value)}
              placeholder={t('places.find')}
              aria-label={t('places.find')}
              autoComplete="off"
            />
          ) : null}
          <select id={`${id}-lga`} name="lga_id" value={lgaId} onChange={(e) => chooseLga(e.currentTarget.value)} disabled={!lgas.length}>
            <NamedOptions items={lgas} empty={lgas.length ? t('places.chooseLga') : t('places.stateFirst')} />
          </select>
        </div>
      </div>
      {enhanced ? (
        <>
          <input type="hidden" name="latitude" value={point.latitude} />
          <input type="hidden" name="longitude" value={point.longitude} />
        </>
      ) : null}
      <p className="field-hint place-status" aria-live="polite" data-testid="place-status">
        {shown}
      </p>
      {enhanced ? (
        <div className="actions">
          <button type="button" className="btn btn-secondary" onClick={locate}>
            {t('places.useMyLocation')}
          </button>
          {env?.MAP_TILE_URL ? (
            <button type="button" className="btn btn-secondary" aria-expanded={map} onClick={() => setMap(!map)}>
              {t('places.pickOnMap')}
            </button>
          ) : null}
          {set || stateId ? (
            <button
              type="button"
              className="btn-link"
              onClick={() => {
                setPoint({ latitude: '', longitude: '' });
                setLgaId('');
                setStatus('idle');
              }}
            >
              {t('places.clear')}
            </button>
          ) : null}
        </div>
      ) : null}
      {map && env?.MAP_TILE_URL ? (
        <Suspense fallback={<p className="muted">{t('places.loadingMap')}</p>}>
          <MapPin
            point={set ? { latitude: Number(point.latitude), longitude: Number(point.longitude) } : null}
            onPick={(p) => void placeAt(p)}
            tileUrl={env.MAP_TILE_URL}
            attribution={env.MAP_TILE_ATTRIBUTION ?? ''}
            label={t('places.map')}
          />
        </Suspense>
      ) : null}
      {error ? <p className="field-error">{t(error)}</p> : null}
    </fieldset>
  );
}

