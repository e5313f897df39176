// The route table: method + path pattern (`/transfer/:idOrCode`) -> handler. A path that several
// patterns match goes to the one with the most literal segments, so the table's order never matters.
import type { IncomingHttpHeaders } from 'node:http';
import type { Json, Reply } from './http';

export type Method = 'GET' | 'POST';

export interface RouteRequest {
  method: Method;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  body: Json;
  headers: IncomingHttpHeaders;
  /** Where the browser reaches this server (for `authorization_url`). */
  publicBase: string;
}

export interface Route {
  method: Method;
  path: string;
  /** `secret`: Paystack's API, needs `Authorization: Bearer <secret key>`. `none`: control hooks and checkout pages. */
  auth: 'secret' | 'none';
  /** Whether the handler wants the request body parsed (checkout's forms carry nothing it reads). */
  readsBody?: boolean;
  handle(request: RouteRequest): Reply | Promise<Reply>;
}

interface Compiled {
  route: Route;
  segments: string[];
  literals: number;
}

export type Match = { route: Route; params: Record<string, string> } | { allowed: Method[] } | null;

export class Router {
  private readonly compiled: Compiled[];

  constructor(routes: readonly Route[]) {
    this.compiled = routes.map((route) => {
      const segments = route.path.split('/').slice(1);
      return { route, segments, literals: segments.filter((s) => !s.startsWith(':')).length };
    });
    const seen = new Set<string>();
    for (const { route, segments } of this.compiled) {
      const key = `${route.method} ${segments.map((s) => (s.startsWith(':') ? ':' : s)).join('/')}`;
      if (seen.has(key)) throw new Error(`Two routes for ${route.method} ${route.path}`);
      seen.add(key);
    }
  }

  get routes(): readonly Route[] {
    return this.compiled.map((c) => c.route);
  }

  /** The route for a method and path, the methods allowed when only the method is wrong, or null. */
  match(method: string, path: string): Match {
    const parts = path.split('/').slice(1);
    let best: { compiled: Compiled; params: Record<string, string> } | null = null;
    const allowed = new Set<Method>();
    for (const compiled of this.compiled) {
      const params = matchSegments(compiled.segments, parts);
      if (!params) continue;
      if (compiled.route.method !== method) {
        allowed.add(compiled.route.method);
        continue;
      }
      if (!best || compiled.literals > best.compiled.literals) best = { compiled, params };
    }
    if (best) return { route: best.compiled.route, params: best.params };
    return allowed.size ? { allowed: [...allowed] } : null;
  }
}

function matchSegments(pattern: string[], parts: string[]): Record<string, string> | null {
  if (pattern.length !== parts.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    if (pattern[i].startsWith(':')) {
      if (!parts[i]) return null;
      try {
        params[pattern[i].slice(1)] = decodeURIComponent(parts[i]);
      } catch {
        return null;
      }
    } else if (pattern[i] !== parts[i]) return null;
  }
  return params;
}
