import { createTestApp, TestApp } from './support/test-app';

/** One registered route of the Express router, in the order requests try them. */
interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean> };
  match(path: string): boolean;
}

/**
 * Express tries routes in the order they were registered: a route with a parameter where another
 * has a fixed word (`admin/ledger/:id` before `admin/ledger/trial-balance`) would answer the
 * other's requests. The order modules register in is set in app.module.ts and admin.module.ts
 * (docs/architecture.md "Route order"); this walks the real router so a module added in the wrong
 * place fails here instead of silently.
 */
describe('route order', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t?.close());

  function routes(): { method: string; path: string; layer: RouteLayer }[] {
    const express = t.app.getHttpAdapter().getInstance() as { router: { stack: RouteLayer[] } };
    return express.router.stack
      .filter((layer) => layer.route)
      .flatMap((layer) => Object.keys(layer.route!.methods).map((method) => ({ method, path: layer.route!.path, layer })));
  }

  /** Whether `general` has a parameter where `specific` has a fixed word. */
  function takesTheWordOf(general: string, specific: string): boolean {
    const words = specific.split('/');
    return general.split('/').some((segment, i) => segment.startsWith(':') && words[i] !== undefined && !words[i].startsWith(':'));
  }

  /** Each route's own request (its parameters given values no fixed word has) and the route that answers it first. */
  function shadowed(): string[] {
    const all = routes();
    const found: string[] = [];
    for (const route of all) {
      const sample = route.path.replace(/:(\w+)/g, '__$1__');
      const first = all.find((other) => other.method === route.method && other.layer.match(sample));
      if (first && first.layer !== route.layer && takesTheWordOf(first.path, route.path))
        found.push(`${route.method.toUpperCase()} ${route.path} is answered by ${first.path}`);
    }
    return found;
  }

  it('registers the routes the back office and the site call', () => {
    const paths = routes().map((route) => `${route.method.toUpperCase()} ${route.path}`);
    expect(paths).toEqual(expect.arrayContaining(['GET /api/admin/ledger/trial-balance', 'GET /api/admin/users', 'POST /api/admin/identities/:id/revoke', 'GET /api/jobs/:id']));
  });

  it('lets no route with a parameter answer for a route with a fixed word in its place', () => {
    expect(shadowed()).toEqual([]);
  });
});
