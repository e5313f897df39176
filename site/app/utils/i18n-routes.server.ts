/**
 * The part of a dictionary a page needs (the site's data budget, docs/performance.md): the keys that the routes matching
 * its path may show, from app/locales/i18n-routes.json (site/scripts/i18n-routes.mjs, run by the
 * build). The root route's keys (header, outbox, toasts) are always in. A path the table does not
 * match (none should: the splat routes match everything) gets the whole dictionary.
 */
import { matchRoutes, type RouteObject } from 'react-router';
import table from '~/locales/i18n-routes.json';
import type { Dict } from './i18n';

type Row = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean; keys: string[] };
type Node = RouteObject & { id: string };

const rows = (table as { routes: Row[] }).routes;
const prefixesById = new Map(rows.map((row) => [row.id, row.keys]));

function tree(parentId: string | undefined): Node[] {
  return rows
    .filter((row) => row.parentId === parentId)
    .map((row) =>
      row.index
        ? { id: row.id, path: row.path, index: true as const, caseSensitive: row.caseSensitive }
        : { id: row.id, path: row.path, caseSensitive: row.caseSensitive, children: tree(row.id) },
    );
}
const routes = tree(undefined);

/** The page's path as its route sees it: a data request (`/jobs/5.data`, `/_root.data`) names the page's path. */
export function pagePath(pathname: string): string {
  if (pathname === '/_root.data') return '/';
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}

/** The ids of the routes matching `pathname`, root first; null when none does. */
export function matchedRouteIds(pathname: string): string[] | null {
  const matches = matchRoutes(routes, pagePath(pathname));
  return matches ? matches.map((m) => (m.route as Node).id) : null;
}

function leaves(dict: Dict, prefix = ''): string[] {
  return Object.entries(dict).flatMap(([name, value]) => (typeof value === 'string' ? [prefix + name] : leaves(value, `${prefix}${name}.`)));
}

function put(target: Dict, key: string, value: string): void {
  const parts = key.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Dict;
  node[parts[parts.length - 1]] = value;
}

function lookup(dict: Dict, key: string): string | undefined {
  let node: string | Dict | undefined = dict;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const cache = new Map<string, Dict>();

/**
 * Keys no page shows to someone not signed in: the outbox's (the list of actions taken offline).
 * Only a signed-in user can queue an action, and the outbox goes with the sign-in (the service
 * worker empties it when the page's viewer changes, docs/offline.md), so nobody signed out has one.
 */
export const SIGNED_IN_ONLY = ['outbox.'];

/**
 * The keys of `dict` that the routes matching `pathname` may show (every key starting with one of
 * their prefixes), as a dictionary of the same shape; `dict` itself when no route matches. Keys
 * starting with one of `omit` are left out.
 */
export function dictForPath(locale: string, dict: Dict, pathname: string, omit: readonly string[] = []): Dict {
  const ids = matchedRouteIds(pathname);
  if (!ids) return dict;
  const cacheKey = `${locale}|${ids.join(',')}|${omit.join(',')}`;
  const hit = cache.get(cacheKey);
  if (hit) return hit;
  const prefixes = [...new Set(['root', ...ids].flatMap((id) => prefixesById.get(id) ?? []))];
  const subset: Dict = {};
  for (const key of leaves(dict)) {
    if (!prefixes.some((prefix) => key.startsWith(prefix)) || omit.some((prefix) => key.startsWith(prefix))) continue;
    const value = lookup(dict, key);
    if (value !== undefined) put(subset, key, value);
  }
  cache.set(cacheKey, subset);
  return subset;
}
