import { api } from '~/utils/api.server';
import type { Route } from './+types/lgas';
import type { ApiSchemas } from '~/utils/api-schemas';

export type PlaceLga = ApiSchemas['LgaDto'];

/** A state's LGAs for the place picker (GET /api/lookups/lgas): reference data, cached a day. */
export async function loader({ request }: Route.LoaderArgs) {
  const state = new URL(request.url).searchParams.get('state') ?? '';
  if (!/^[1-9]\d{0,5}$/.test(state)) return { lgas: [] as PlaceLga[] };
  const res = await api<PlaceLga[]>(`/lookups/lgas?state_id=${state}`, { request });
  return Response.json({ lgas: res.ok && Array.isArray(res.body.data) ? res.body.data : [] }, { headers: { 'Cache-Control': 'public, max-age=86400' } });
}
