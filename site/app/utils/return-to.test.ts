import { describe, expect, it } from 'vitest';
import { authLink, returnPathFrom, safeReturnPath } from './return-to';

describe('the way back after sign-in and sign-up', () => {
  it('follows a path on this site, with its query and hash', () => {
    expect(safeReturnPath('/freelancer/details/12')).toBe('/freelancer/details/12');
    expect(safeReturnPath('/jobs?q=paint&lang=fr#apply')).toBe('/jobs?q=paint&lang=fr#apply');
  });

  it('never leaves the site', () => {
    for (const bad of ['https://evil.example/x', '//evil.example', '/\\evil.example', '\\\\evil', 'javascript:alert(1)', 'jobs/1', '/\tevil', '/\n/evil.example', '', null, 42]) {
      expect([bad, safeReturnPath(bad, '/fallback')]).toEqual([bad, '/fallback']);
    }
    expect(safeReturnPath(`/${'a'.repeat(3000)}`, '/fallback')).toBe('/fallback');
  });

  it('reads `redirectTo`, or the spec’s `redirect`, and builds the sign-in and sign-up links', () => {
    expect(returnPathFrom(new URLSearchParams('redirectTo=/freelancer/details/3'))).toBe('/freelancer/details/3');
    expect(returnPathFrom(new URLSearchParams('redirect=/freelancer/saved'))).toBe('/freelancer/saved');
    expect(returnPathFrom(new URLSearchParams('redirectTo=https://evil.example'))).toBe('');
    expect(authLink('/signup', '/freelancer/details/3')).toBe('/signup?type=freelancer&redirectTo=%2Ffreelancer%2Fdetails%2F3');
  });
});
