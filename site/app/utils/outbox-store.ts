/**
 * The outbox in IndexedDB (docs/offline.md), shared by the page and the service worker: actions
 * taken offline, each with its idempotency key, sent later by Background Sync, the `online` event
 * or the next page load, whichever comes first. Browser only.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OutboxParams } from './outbox-actions';

export type OutboxState = 'queued' | 'sent' | 'refused';

export type OutboxEntry = {
  /** The idempotency key, made here. */
  key: string;
  action: string;
  params: OutboxParams;
  /** The page's CSRF token when the action was taken (the site checks it as for any form). */
  csrf: string;
  state: OutboxState;
  /** The server's answer, in the user's language (the refusal's reason). */
  message?: string;
  createdAt: number;
  updatedAt: number;
};

interface OfflineDb extends DBSchema {
  outbox: { key: string; value: OutboxEntry };
  meta: { key: string; value: string };
}

// The same names as in outbox-actions.ts (outbox-actions.test.ts checks), written here so that this
// lazily loaded chunk and the root's share no module (no extra chunk on every page).
export const OUTBOX_DB = 'gigmarket-offline';
export const OUTBOX_SYNC_TAG = 'gm-outbox';
export const OUTBOX_CHANNEL = 'gm-outbox';

let db: Promise<IDBPDatabase<OfflineDb>> | null = null;
function open() {
  db ??= openDB<OfflineDb>(OUTBOX_DB, 1, {
    upgrade(database) {
      database.createObjectStore('outbox', { keyPath: 'key' });
      database.createObjectStore('meta');
    },
  });
  return db;
}

export async function outboxEntries(): Promise<OutboxEntry[]> {
  const all = await (await open()).getAll('outbox');
  return all.sort((a, b) => a.createdAt - b.createdAt);
}

export async function putEntry(entry: OutboxEntry): Promise<void> {
  await (await open()).put('outbox', entry);
}

export async function deleteEntry(key: string): Promise<void> {
  await (await open()).delete('outbox', key);
}

export async function clearOutbox(): Promise<void> {
  await (await open()).clear('outbox');
}

export async function getMeta(name: string): Promise<string | undefined> {
  return (await open()).get('meta', name);
}

export async function setMeta(name: string, value: string): Promise<void> {
  await (await open()).put('meta', value, name);
}

let flushing: Promise<void> | null = null;

/**
 * Sends every queued entry once, in order; stops at the first network failure (still offline).
 * One flush at a time per context; the idempotency key makes a second context's replay harmless.
 */
export function flushOutbox(): Promise<void> {
  flushing ??= (async () => {
    try {
      for (const entry of await outboxEntries()) {
        if (entry.state !== 'queued') continue;
        const body = new URLSearchParams({ csrf: entry.csrf, action: entry.action, key: entry.key, params: JSON.stringify(entry.params) });
        let answer: { state?: OutboxState; message?: string };
        try {
          const response = await fetch('/outbox', { method: 'POST', body, credentials: 'same-origin', headers: { Accept: 'application/json' } });
          if (response.status >= 500 || response.status === 0) break;
          answer = (await response.json()) as typeof answer;
        } catch {
          break;
        }
        if (answer.state !== 'sent' && answer.state !== 'refused') break;
        await putEntry({ ...entry, state: answer.state, message: answer.message, updatedAt: Date.now() });
        announce();
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}

/** Tells every open page of the site that the outbox changed. */
export function announce(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage('changed');
  channel.close();
}
