/**
 * The offline-first site in the browser (docs/offline.md): the service worker's registration,
 * links followed as full page loads while offline (so the service worker answers them), forms of
 * the outbox's actions queued while offline, the outbox sent on `online` and on every page load
 * (Background Sync where the browser has it), and the queued/sent/refused list.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { LIMITS } from '@gigmarket/shared';
import { useTranslation } from '~/utils/i18n';
import { matchOutbox, OUTBOX_CHANNEL, OUTBOX_SYNC_TAG, outboxMayHoldEntries } from '~/utils/outbox-actions';
import type { OutboxEntry } from '~/utils/outbox-store';
import { noteStylesheet, shareInlineStylesheet } from '~/utils/stylesheet';
import appCssHref from '~/app.css?url';

const store = () => import('~/utils/outbox-store');

function newKey(): string {
  return crypto.randomUUID();
}

/** Registered once the page is stable (loaded and idle), or after 30 s at the latest. */
function useServiceWorker() {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let done = false;
    const register = () => {
      if (done) return;
      done = true;
      // The stylesheet this first visit inlined becomes the worker's copy of the file: no download.
      shareInlineStylesheet(appCssHref)
        .catch(() => undefined)
        .then(() => navigator.serviceWorker.register('/sw.js'))
        // The worker holds the stylesheet file: later documents may link it instead of inlining it.
        .then(() => noteStylesheet(appCssHref))
        .catch((error) => console.warn('Service worker not registered', error));
    };
    const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(register) : setTimeout(register, 0));
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    const timer = setTimeout(register, LIMITS.serviceWorkerDelayMs);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('load', whenIdle);
    };
  }, []);
}

async function requestSync(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const sync = (registration as (ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }) | undefined)?.sync;
  if (sync) await sync.register(OUTBOX_SYNC_TAG).catch(() => undefined);
}

function useOfflineBehaviour(refresh: () => void, translate: (key: string) => string) {
  const t = useRef(translate);
  useEffect(() => {
    t.current = translate;
  }, [translate]);
  useEffect(() => {
    // Offline, a link is a full page load: the service worker answers with the page it kept.
    const onClick = (event: MouseEvent) => {
      if (navigator.onLine || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || link.target || link.origin !== location.origin || link.hasAttribute('download')) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      location.assign(link.href);
    };
    // Offline, a form of an outbox action is queued instead of sent.
    const onSubmit = (event: SubmitEvent) => {
      if (navigator.onLine) return;
      const form = event.target as HTMLFormElement;
      const path = new URL(form.action || location.href, location.href).pathname;
      const data = new FormData(form, event.submitter ?? undefined);
      const found = matchOutbox(path, data);
      if (!found) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const now = Date.now();
      // A form the action cannot take offline (a message's attachment) is refused at once, with its reason.
      const refusal = found.action.refuseOffline?.(data) ?? null;
      const entry: OutboxEntry = refusal
        ? { key: newKey(), action: found.action.name, params: {}, csrf: '', state: 'refused', message: t.current(refusal), createdAt: now, updatedAt: now }
        : { key: newKey(), action: found.action.name, params: found.params, csrf: String(data.get('csrf') ?? ''), state: 'queued', createdAt: now, updatedAt: now };
      if (!refusal && found.action.resetForm) form.reset();
      void store()
        .then((s) => s.putEntry(entry).then(() => s.announce()))
        .then(refresh)
        .then(requestSync);
    };
    // The outbox's code is loaded only when the outbox holds something (most pages: it does not).
    const flush = () =>
      void outboxMayHoldEntries().then((may) => (may ? store().then((s) => s.flushOutbox()).then(refresh) : undefined));
    window.addEventListener('click', onClick, true);
    window.addEventListener('submit', onSubmit, true);
    window.addEventListener('online', flush);
    if (navigator.onLine) flush();
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OUTBOX_CHANNEL);
    if (channel) channel.onmessage = () => refresh();
    return () => {
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('submit', onSubmit, true);
      window.removeEventListener('online', flush);
      channel?.close();
    };
  }, [refresh]);
}

/** The actions taken offline, each queued, sent or refused with the server's reason. */
function OutboxList({ entries, onClear }: { entries: OutboxEntry[]; onClear: () => void }) {
  const { t } = useTranslation();
  if (!entries.length) return null;
  return (
    <aside className="outbox" aria-live="polite" aria-label={t('outbox.title')}>
      <h2>{t('outbox.title')}</h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.key} className={`outbox-${entry.state}`} data-state={entry.state} data-action={entry.action}>
            <strong>{t(`outbox.action.${entry.action}`)}</strong>{' '}
            <span className={`pill pill-${entry.state}`}>{t(`outbox.${entry.state}`)}</span>
            {entry.state === 'queued' ? <span className="muted"> · {t('outbox.queued')}</span> : entry.message ? <span> · {entry.message}</span> : null}
          </li>
        ))}
      </ul>
      {entries.some((e) => e.state !== 'queued') ? (
        <button type="button" className="btn btn-secondary" onClick={onClear}>
          {t('outbox.dismiss')}
        </button>
      ) : null}
    </aside>
  );
}

/**
 * The signed-in areas hold every form the outbox takes (utils/outbox-actions.ts): there, the
 * outbox's code is loaded while online, so that a form queued after the signal goes needs no
 * fetch. Public pages do without it (the site's data budget, docs/performance.md).
 */
function useOutboxCodeWhereFormsAre() {
  const { pathname } = useLocation();
  const signedInArea = /^\/(employer|freelancer)(\/|$)/.test(pathname);
  useEffect(() => {
    if (signedInArea && navigator.onLine) void store().catch(() => undefined);
  }, [signedInArea]);
}

export function OfflineSupport() {
  const { t } = useTranslation();
  useServiceWorker();
  useOutboxCodeWhereFormsAre();
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  const refresh = useCallback(() => {
    if (typeof indexedDB === 'undefined') return;
    void outboxMayHoldEntries()
      .then((may) => (may ? store().then((s) => s.outboxEntries()) : []))
      .then(setEntries, () => undefined);
  }, []);
  useEffect(refresh, [refresh]);
  useOfflineBehaviour(refresh, t);
  const clear = useCallback(() => {
    void store()
      .then(async (s) => {
        for (const entry of await s.outboxEntries()) if (entry.state !== 'queued') await s.deleteEntry(entry.key);
      })
      .then(refresh);
  }, [refresh]);
  return <OutboxList entries={entries} onClear={clear} />;
}
