import { AsyncLocalStorage } from 'node:async_hooks';

/** What the site's server (server.mjs) learns about each request before React Router sees it. */
export type SiteRequestContext = {
  /** The visitor's address: the socket peer, or the one a trusted proxy added (TRUST_PROXY_HOPS). */
  clientAddress: string;
  /** Per-response CSP nonce for the document's scripts. */
  nonce: string;
  /** Arrived over HTTPS, directly or through a trusted proxy. */
  secure: boolean;
  /** The request's Cookie and Accept-Language headers: the API is called in the visitor's language. */
  languageHeaders?: { cookie?: string; acceptLanguage?: string };
};

declare module 'react-router' {
  interface AppLoadContext {
    /** Absent under `react-router dev`, which has no server of ours in front. */
    site?: SiteRequestContext;
  }
}

const storage = new AsyncLocalStorage<SiteRequestContext>();

/**
 * The server runs each request inside this, so `api()` can name the visitor to the API without
 * every loader and action passing its load context along.
 */
export function runWithRequestContext<T>(context: SiteRequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentRequestContext(): SiteRequestContext | undefined {
  return storage.getStore();
}
