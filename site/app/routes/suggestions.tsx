import { api } from '~/utils/api.server';
import type { Route } from './+types/suggestions';

/** Popular searches starting like `q` (for the search box's list). */
export async function loader({ request }: Route.LoaderArgs) {
  const q = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 100);
  const res = await api<Array<{ word: string; count: number }>>(`/search/suggestions?${new URLSearchParams({ q, limit: '8' })}`, { request });
  return { words: res.ok && Array.isArray(res.body.data) ? res.body.data.map((s) => s.word) : [] };
}
