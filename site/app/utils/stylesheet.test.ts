import { describe, expect, it } from 'vitest';
import { stylesheetCached } from './stylesheet';

describe('stylesheet linked once the worker holds it', () => {
  const href = '/assets/app-2dNBrjcB.css';
  it('links the file only when the cookie names this very file', () => {
    expect(stylesheetCached(null, href)).toBe(false);
    expect(stylesheetCached('gm_splash=IjEi', href)).toBe(false);
    expect(stylesheetCached(`gm_splash=IjEi; gm_css=${encodeURIComponent(href)}`, href)).toBe(true);
    // An older build's stylesheet, or an emptied cookie: inline again.
    expect(stylesheetCached(`gm_css=${encodeURIComponent('/assets/app-old00000.css')}`, href)).toBe(false);
    expect(stylesheetCached('gm_css=', href)).toBe(false);
    expect(stylesheetCached('xgm_css=%2Fassets%2Fapp-2dNBrjcB.css', href)).toBe(false);
  });
});
