// @vitest-environment node
// Each page gets the dictionary keys of its routes only (the site's data budget, docs/performance.md).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '~/locales/en';
import fr from '~/locales/fr';
import table from '~/locales/i18n-routes.json';
import type { Dict } from './i18n';
import { dictForPath, matchedRouteIds, pagePath, SIGNED_IN_ONLY } from './i18n-routes.server';

const EN = en as unknown as Dict;
const FR = fr as unknown as Dict;

function leaves(dict: Dict, prefix = ''): string[] {
  return Object.entries(dict).flatMap(([name, value]) => (typeof value === 'string' ? [prefix + name] : leaves(value, `${prefix}${name}.`)));
}

describe('dictionary per route', () => {
  it('the committed table is what scripts/i18n-routes.mjs finds in the code today', () => {
    const check = spawnSync(process.execPath, [join(__dirname, '..', '..', 'scripts', 'i18n-routes.mjs'), '--check'], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  }, 60_000);

  it('matches pages and their data requests to the same routes', () => {
    expect(matchedRouteIds('/home')).toEqual(['root', 'routes/home']);
    expect(matchedRouteIds('/jobs/5')).toEqual(['root', 'routes/public-job']);
    expect(matchedRouteIds('/jobs/5.data')).toEqual(['root', 'routes/public-job']);
    expect(pagePath('/_root.data')).toBe('/');
    expect(matchedRouteIds('/freelancer/hires/3')).toEqual(['root', 'routes/freelancer/layout', 'freelancer-hire']);
    expect(matchedRouteIds('/no/such/page')).toEqual(['root', 'routes/splat']);
  });

  it('sends a public page its keys and the shell, not the signed-in areas', () => {
    const home = leaves(dictForPath('en', EN, '/home'));
    expect(home).toEqual(expect.arrayContaining(['app.name', 'app.skip', 'home.title', 'home.heading', 'outbox.title', 'trust.noRatings']));
    expect(home.some((key) => key.startsWith('hires.'))).toBe(false);
    expect(home.length).toBeLessThan(leaves(EN).length / 5);
  });

  it("leaves the outbox's words out for someone signed out, who cannot have an outbox", () => {
    const signedOut = leaves(dictForPath('en', EN, '/jobs/5', SIGNED_IN_ONLY));
    expect(signedOut).toEqual(expect.arrayContaining(['app.name', 'jobs.applyNow']));
    expect(signedOut.some((key) => key.startsWith('outbox.'))).toBe(false);
    const signedIn = leaves(dictForPath('en', EN, '/jobs/5'));
    expect(signedIn).toEqual(expect.arrayContaining(['outbox.title', 'outbox.queued', 'outbox.action.apply']));
    expect(leaves(dictForPath('fr', FR, '/freelancer/saved', SIGNED_IN_ONLY)).some((key) => key.startsWith('outbox.'))).toBe(false);
  });

  it('sends French pages the same keys in French', () => {
    for (const route of (table as { routes: Array<{ id: string; path?: string }> }).routes) {
      if (route.path === undefined || route.path.includes('*')) continue;
      const path = `/${route.path.replace(/:\w+/g, '1')}`;
      const english = leaves(dictForPath('en', EN, path));
      const french = dictForPath('fr', FR, path);
      expect(leaves(french).sort(), path).toEqual(english.sort());
    }
  });
});
