/**
 * The actions the offline outbox may hold (docs/offline.md), one entry each: how a form sent while
 * offline is recognised (its page and `intent`), and the API call the site makes when it is sent.
 * A new action is one more entry here.
 */
import type { IdempotentAction } from '@gigmarket/shared';
import { normalizeAmount } from './money';

/** The outbox's IndexedDB database, Background Sync tag and BroadcastChannel (utils/outbox-store.ts). */
export const OUTBOX_DB = 'gigmarket-offline';
export const OUTBOX_SYNC_TAG = 'gm-outbox';
export const OUTBOX_CHANNEL = 'gm-outbox';

/**
 * Whether the outbox may hold entries, without loading the outbox's code (idb, about 2.4 KB gzip)
 * on every page (the site's data budget, docs/performance.md): no database, or an empty outbox store, is a no. Where
 * the browser cannot list its databases, or anything fails, the answer is yes (load it and look).
 */
export async function outboxMayHoldEntries(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  try {
    if (typeof indexedDB.databases !== 'function') return true;
    if (!(await indexedDB.databases()).some((d) => d.name === OUTBOX_DB)) return false;
    return await new Promise<boolean>((resolve) => {
      // No version: opens the database as it is. Should it be gone meanwhile, creating it is aborted.
      const request = indexedDB.open(OUTBOX_DB);
      request.onupgradeneeded = () => request.transaction?.abort();
      request.onerror = () => resolve(true);
      request.onblocked = () => resolve(true);
      request.onsuccess = () => {
        const database = request.result;
        if (!database.objectStoreNames.contains('outbox')) {
          database.close();
          resolve(false);
          return;
        }
        const count = database.transaction('outbox', 'readonly').objectStore('outbox').count();
        count.onsuccess = () => {
          database.close();
          resolve(count.result > 0);
        };
        count.onerror = () => {
          database.close();
          resolve(true);
        };
      };
    });
  } catch {
    return true;
  }
}

export type OutboxParams = Record<string, string>;

export type OutboxAction = {
  name: IdempotentAction;
  /** The params of a form posted on `path` with `intent`, or null when this action is not it. */
  match: (path: string, intent: string, form: FormData) => OutboxParams | null;
  /** The API call it becomes. */
  api: (params: OutboxParams) => { path: string; method: 'POST' | 'DELETE'; body?: unknown };
  /** Where its page is, to show with the entry. */
  page: (params: OutboxParams) => string;
  /**
   * A form this action cannot take offline: the i18n key of the reason, shown at once as a refused
   * entry (the form keeps what was typed). Null: queue it.
   */
  refuseOffline?: (form: FormData) => string | null;
  /** Empty the form once queued (a message box), so the same words are not queued twice by mistake. */
  resetForm?: boolean;
};

const jobPage = /^\/freelancer\/details\/(\d+)\/?$/;
const hirePage = /^\/freelancer\/hires\/(\d+)\/?$/;
const threadPage = /^\/(employer|freelancer)\/messages\/(\d+)\/?$/;
const id = (value: string | undefined) => Number(value ?? 0);
const text = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'string' ? v.trim() : '';
};
/** A file chosen in the form (an empty file input posts an empty, nameless File). */
const hasFile = (form: FormData, name: string) => {
  const v = form.get(name);
  return typeof v === 'object' && v !== null && (v as Blob).size > 0;
};

export const OUTBOX_ACTIONS: OutboxAction[] = [
  {
    name: 'apply',
    match: (path, intent, form) => {
      const m = jobPage.exec(path);
      if (!m || intent !== 'apply') return null;
      const price = text(form, 'new_price');
      const params: OutboxParams = { listing_id: m[1] };
      if (price) params.new_price = price;
      return params;
    },
    api: (p) => ({ path: `/jobs/${id(p.listing_id)}/apply`, method: 'POST', body: p.new_price ? { new_price: normalizeAmount(p.new_price) ?? p.new_price } : {} }),
    page: (p) => `/freelancer/details/${id(p.listing_id)}`,
  },
  {
    name: 'save',
    match: (path, intent) => (intent === 'save' && jobPage.test(path) ? { listing_id: jobPage.exec(path)![1] } : null),
    api: (p) => ({ path: '/bookmarks', method: 'POST', body: { listing_id: id(p.listing_id) } }),
    page: (p) => `/freelancer/details/${id(p.listing_id)}`,
  },
  {
    name: 'unsave',
    match: (path, intent) => (intent === 'unsave' && jobPage.test(path) ? { listing_id: jobPage.exec(path)![1] } : null),
    api: (p) => ({ path: `/bookmarks/${id(p.listing_id)}`, method: 'DELETE' }),
    page: (p) => `/freelancer/details/${id(p.listing_id)}`,
  },
  {
    name: 'check-in',
    match: (path, intent) => (intent === 'start' && hirePage.test(path) ? { hire_id: hirePage.exec(path)![1] } : null),
    api: (p) => ({ path: `/freelancer/hires/${id(p.hire_id)}/start`, method: 'POST' }),
    page: (p) => `/freelancer/hires/${id(p.hire_id)}`,
  },
  {
    name: 'mark-done',
    match: (path, intent) => (intent === 'done' && hirePage.test(path) ? { hire_id: hirePage.exec(path)![1] } : null),
    api: (p) => ({ path: `/freelancer/hires/${id(p.hire_id)}/done`, method: 'POST' }),
    page: (p) => `/freelancer/hires/${id(p.hire_id)}`,
  },
  {
    // Text only: an attachment is refused offline (files are not kept in the outbox).
    name: 'message',
    match: (path, intent, form) => {
      const m = threadPage.exec(path);
      if (!m || intent !== 'send') return null;
      const raw = form.get('body');
      return { party: m[1], application_id: m[2], body: typeof raw === 'string' ? raw : '' };
    },
    api: (p) => ({ path: `/applications/${id(p.application_id)}/messages`, method: 'POST', body: { body: p.body ?? '' } }),
    page: (p) => `/${p.party === 'employer' ? 'employer' : 'freelancer'}/messages/${id(p.application_id)}`,
    refuseOffline: (form) => (hasFile(form, 'file') ? 'outbox.attachmentOffline' : !text(form, 'body') ? 'conversations.bodyRequired' : null),
    resetForm: true,
  },
];

export function outboxAction(name: string): OutboxAction | undefined {
  return OUTBOX_ACTIONS.find((a) => a.name === name);
}

/** The outbox action a form posted on `path` is, with its params. */
export function matchOutbox(path: string, form: FormData): { action: OutboxAction; params: OutboxParams } | null {
  const intent = text(form, 'intent');
  for (const action of OUTBOX_ACTIONS) {
    const params = action.match(path, intent, form);
    if (params) return { action, params };
  }
  return null;
}
