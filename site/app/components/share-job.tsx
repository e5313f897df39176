import { useEffect, useId, useState } from 'react';
import { useTranslation } from '~/utils/i18n';
import { whatsappHref } from '~/utils/job-share';

/**
 * "Share" on a job (docs/site.md "Share"): the phone's share sheet where the browser has one,
 * WhatsApp with the short text, and copy-the-link with a confirmation read aloud. Without
 * JavaScript the WhatsApp link and the link itself still work.
 */
export function ShareJob({ title, text, url, countUrl }: { title: string; text: string; url: string; countUrl?: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [canShare, setCanShare] = useState(false);
  const [copied, setCopied] = useState<'' | 'copied' | 'failed'>('');
  useEffect(() => setCanShare(typeof navigator !== 'undefined' && typeof navigator.share === 'function'), []);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(''), 4000);
    return () => clearTimeout(timer);
  }, [copied]);
  // Counted by the page's own route (docs/seo-and-feeds.md "Where views come from"), never waited for.
  const counted = () => {
    if (countUrl && typeof navigator.sendBeacon === 'function') navigator.sendBeacon(countUrl);
  };
  const copy = async () => {
    counted();
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section className="panel share-panel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('share.heading')}</h2>
      <div className="actions share-actions">
        {canShare ? (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              counted();
              navigator.share({ title, text, url }).catch(() => undefined);
            }}
          >
            {t('share.phone')}
          </button>
        ) : null}
        <a className="btn btn-secondary share-whatsapp" href={whatsappHref(text)} target="_blank" rel="noopener noreferrer" data-share-text={text} onClick={counted}>
          {t('share.whatsapp')}
        </a>
        <button type="button" className="btn btn-secondary" onClick={copy}>
          {t('share.copy')}
        </button>
      </div>
      <label className="field share-link">
        <span>{t('share.linkLabel')}</span>
        <input type="url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <p role="status" className={copied === 'failed' ? 'form-error' : 'field-hint'}>
        {copied === 'copied' ? t('share.copied') : copied === 'failed' ? t('share.copyFailed') : ''}
      </p>
    </section>
  );
}
