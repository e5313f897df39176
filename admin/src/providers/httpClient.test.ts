import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import { httpClient } from './httpClient';

describe('httpClient', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18nProvider.changeLocale('en');
  });

  it('asks the API to answer in the language the back office shows', async () => {
    const fetchMock = vi.fn(async () => new Response('{"result":true}', { headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const language = () => ((fetchMock.mock.calls.at(-1) as unknown as [Request | string, RequestInit])[1].headers as Headers).get('Accept-Language');
    await httpClient('/api/x');
    expect(language()).toBe('en');
    await i18nProvider.changeLocale('fr');
    await httpClient('/api/x');
    expect(language()).toBe('fr');
  });

  it('asks in French from the first request after a reload in French, before the French messages load', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('fr'));
    try {
      vi.resetModules();
      const fresh = await import('./httpClient');
      const fetchMock = vi.fn(async () => new Response('{"result":true}', { headers: { 'Content-Type': 'application/json' } }));
      vi.stubGlobal('fetch', fetchMock);
      await fresh.httpClient('/api/auth/me');
      const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
      expect((init.headers as Headers).get('Accept-Language')).toBe('fr');
    } finally {
      localStorage.removeItem('RaStore.locale');
    }
  });
});
