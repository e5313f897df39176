import type { PlaceLga } from '~/routes/places/lgas';
import { api } from './api.server';

/** A state's LGAs for a form's place picker (none without a state). */
export async function loadLgas(request: Request, stateId: number | string | null | undefined): Promise<PlaceLga[]> {
  if (!stateId || !/^[1-9]\d{0,5}$/.test(String(stateId))) return [];
  const res = await api<PlaceLga[]>(`/lookups/lgas?state_id=${stateId}`, { request });
  return res.ok && Array.isArray(res.body.data) ? res.body.data : [];
}
