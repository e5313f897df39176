import { api } from '~/utils/api.server';
import type { PlaceLga } from './lgas';
import type { Route } from './+types/at';

const COORD = /^-?\d{1,3}(\.\d{1,10})?$/;

/** The LGA holding a point (GET /api/lookups/lgas/at): "Use my location" and the map pin fill the state and LGA from it. */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const latitude = params.get('latitude') ?? '';
  const longitude = params.get('longitude') ?? '';
  if (!COORD.test(latitude) || !COORD.test(longitude)) return { lga: null };
  const res = await api<PlaceLga | null>(`/lookups/lgas/at?${new URLSearchParams({ latitude, longitude })}`, { request });
  return { lga: res.ok ? (res.body.data ?? null) : null };
}
