import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@gigmarket/shared';
import { secondsUntilResend } from '~/routes/_auth/verification.server';
import { safeRedirect } from './auth.server';
import en from '~/locales/en';
import { translate, type Dict } from './i18n';
import { isApiMessage, messageKey } from './messages';
import { loadLookup } from './profile.server';
import { commit, sessionStorage, setToast, takeToast } from './session.server';

describe('safeRedirect', () => {
  it('follows only same-site paths after sign-in', () => {
    expect(safeRedirect('/employer/dashboard?tab=2')).toBe('/employer/dashboard?tab=2');
    expect(safeRedirect('https://evil.example/')).toBe('/dashboard');
    expect(safeRedirect('//evil.example/')).toBe('/dashboard');
    expect(safeRedirect('/\\evil.example')).toBe('/dashboard');
    expect(safeRedirect('')).toBe('/dashboard');
    expect(safeRedirect(null, '')).toBe('');
  });
});

describe('messageKey', () => {
  it('turns a message of the spec into its translation key, and leaves others as they are', () => {
    expect(messageKey(MESSAGES.invalidLoginCredentials)).toBe('messages.invalidLoginCredentials');
    expect(messageKey('Provider says no')).toBe('Provider says no');
    expect(messageKey(undefined, 'messages.invalidCode')).toBe('messages.invalidCode');
  });

  it('goes by the answer’s message_key, never by its words', () => {
    // A French answer, and an English one whose sentence was since reworded: the key decides.
    expect(messageKey({ message: 'Identifiants de connexion invalides', message_key: 'spec.invalidLoginCredentials' })).toBe('messages.invalidLoginCredentials');
    expect(messageKey({ message: 'A reworded sentence', message_key: 'spec.invalidCode' })).toBe('messages.invalidCode');
    expect(messageKey({ message: 'Mission introuvable', message_key: 'market.listingNotFound' })).toBe('Mission introuvable');
    expect(messageKey({ message: MESSAGES.invalidCode, message_key: 'hire.notFound' })).toBe(MESSAGES.invalidCode);
    expect(isApiMessage({ message: MESSAGES.unverified, message_key: 'spec.emailTaken' }, 'unverified')).toBe(false);
    expect(isApiMessage({ message: 'reworded', message_key: 'spec.unverified' }, 'unverified')).toBe(true);
  });
});

describe('resend countdown on the server', () => {
  const state = { fieldName: 'phone', username: '08031000001', action: 'login' as const, sentAt: 1_000_000 };
  it('counts 30 seconds from the last code sent', () => {
    expect(secondsUntilResend(state, 1_000_000)).toBe(30);
    expect(secondsUntilResend(state, 1_000_000 + 12_500)).toBe(18);
    expect(secondsUntilResend(state, 1_000_000 + 30_000)).toBe(0);
    expect(secondsUntilResend(state, 1_000_000 + 99_000)).toBe(0);
  });
});

describe('lists from the API', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('give their items, or their select-error message (section 8)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ result: true, message: 'OK', data: [{ id: 1, name: 'Lagos' }] })));
    expect(await loadLookup(new Request('http://site/employer/signup'), 'states')).toEqual({ items: [{ id: 1, name: 'Lagos' }], error: null });

    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ result: false, message: 'boom' }, { status: 500 })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const dict = en as unknown as Dict;
    const states = await loadLookup(new Request('http://site/x'), 'states');
    const industries = await loadLookup(new Request('http://site/x'), 'industries');
    const jobTypes = await loadLookup(new Request('http://site/x'), 'jobtypes');
    expect([states, industries, jobTypes].map((r) => translate(dict, r.error!))).toEqual([
      MESSAGES.statesSelectError,
      MESSAGES.industriesSelectError,
      MESSAGES.jobTypesSelectError,
    ]);
    expect(states.items).toEqual([]);
    warn.mockRestore();
  });
});

describe('the API is called in the visitor language', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the chosen language (cookie, then browser) as Accept-Language, and knows spec messages in any language', async () => {
    const { api } = await import('./api.server');
    const { runWithRequestContext } = await import('./request-context.server');
    const fetch = vi.fn(async () => Response.json({ result: false, message: 'non vérifié', message_key: 'spec.unverified' }, { status: 403 }));
    vi.stubGlobal('fetch', fetch);
    const sent = () => (fetch.mock.calls.at(-1) as unknown as [string, RequestInit])[1].headers as Record<string, string>;

    await api('/x', { request: new Request('http://site/x', { headers: { 'Accept-Language': 'fr-FR,fr;q=0.9' } }) });
    expect(sent()['Accept-Language']).toBe('fr');
    const context = { clientAddress: '127.0.0.1', nonce: 'n', secure: false };
    const res = await runWithRequestContext({ ...context, languageHeaders: { cookie: 'gm_lang=ImZyIg%3D%3D', acceptLanguage: 'en' } }, () => api('/x'));
    expect(sent()['Accept-Language']).toBe('fr');
    expect(isApiMessage(res.body, 'unverified')).toBe(true);
    expect(isApiMessage({ message: MESSAGES.unverified }, 'unverified')).toBe(true);
    expect(isApiMessage({ message: MESSAGES.emailTaken }, 'unverified')).toBe(false);
    await runWithRequestContext(context, () => api('/x'));
    expect(sent()['Accept-Language']).toBe('en');
  });
});

describe('takeToast', () => {
  const toast = { type: 'success' as const, title: 'Your location is saved', description: '' };
  const withToast = async () => {
    const session = await sessionStorage.getSession();
    setToast(session, toast);
    return sessionStorage.getSession(await commit(session));
  };
  const request = (headers: Record<string, string>) => new Request('http://site.test/home', { headers });

  it('gives the toast to the page or its data, once', async () => {
    const session = await withToast();
    expect(takeToast(session, request({ 'Sec-Fetch-Dest': 'document' }))).toEqual(toast);
    expect(takeToast(session, request({ 'Sec-Fetch-Dest': 'document' }))).toBeNull();
    expect(takeToast(await withToast(), request({ 'Sec-Fetch-Dest': 'empty' }))).toEqual(toast);
    expect(takeToast(await withToast(), request({}))).toEqual(toast);
  });

  it('leaves it for the page when an image or a prefetch lands on a page', async () => {
    const session = await withToast();
    expect(takeToast(session, request({ 'Sec-Fetch-Dest': 'image' }))).toBeNull();
    expect(takeToast(session, request({ 'Sec-Fetch-Dest': 'empty', 'Sec-Purpose': 'prefetch' }))).toBeNull();
    expect(takeToast(session, request({ 'Sec-Fetch-Dest': 'document' }))).toEqual(toast);
  });
});
