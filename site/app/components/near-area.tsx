import { useState } from 'react';
import { Form } from 'react-router';
import type { PlaceLga } from '~/routes/places/lgas';
import { NamedOptions } from './named-options';
import { formatArea } from '~/utils/area';
import { useTranslation } from '~/utils/i18n';
import { filtersToUrl, type JobFilters } from '~/utils/search';

/**
 * "Near me" without GPS (docs/search.md): choose a state and an LGA, and the search runs by
 * distance from the LGA's centre (`near_lga`). Without JavaScript the LGAs are the chosen state's
 * (the filters' state).
 */
export function NearArea({ filters, states, lgas: initial, near }: { filters: JobFilters; states: Array<{ id: number; name: string }>; lgas: PlaceLga[]; near: PlaceLga | null }) {
  const { t, locale } = useTranslation();
  const [state, setState] = useState(near ? String(near.state_id) : filters.state);
  const [lgas, setLgas] = useState(initial);
  const keep = new URLSearchParams(filtersToUrl({ ...filters, near_lga: '', latitude: '', longitude: '', lga_id: '', page: 1, sort: 'distance', radius_km: filters.radius_km || '25' }));
  const choose = async (value: string) => {
    setState(value);
    const res = value ? await fetch(`/places/lgas?state=${encodeURIComponent(value)}`) : null;
    setLgas(res?.ok ? ((await res.json()) as { lgas: PlaceLga[] }).lgas : []);
  };
  return (
    <details className="near-area" open={Boolean(near) || undefined}>
      <summary>{near ? t('places.nearAreaUsing', { area: formatArea(near, null, locale) }) : t('places.nearArea')}</summary>
      <Form method="get" className="row" aria-label={t('places.nearArea')}>
        {[...keep.entries()].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="field">
          <label htmlFor="near-state">{t('places.nearState')}</label>
          <select id="near-state" value={state} onChange={(e) => void choose(e.currentTarget.value)}>
            <NamedOptions items={states} empty={t('places.chooseState')} />
          </select>
        </div>
        <div className="field">
          <label htmlFor="near-lga">{t('places.nearLga')}</label>
          <select id="near-lga" name="near_lga" defaultValue={near ? String(near.id) : ''} key={state} disabled={!lgas.length}>
            <NamedOptions items={lgas} empty={lgas.length ? t('places.chooseLga') : t('places.stateFirst')} />
          </select>
        </div>
        <button type="submit" className="btn btn-secondary">
          {t('places.nearAreaGo')}
        </button>
      </Form>
    </details>
  );
}
