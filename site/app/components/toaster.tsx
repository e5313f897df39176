import { useEffect, useState } from 'react';
import { useTranslation } from '~/utils/i18n';

export type ToastData = { id: string; type: 'success' | 'error'; title: string; description: string };

/** A notice that travelled in the cookie session across a redirect. */
export function Toaster({ toast }: { toast: ToastData | null }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(toast);
  useEffect(() => setShown(toast), [toast]);
  // Good news leaves by itself after a while; errors stay until closed.
  useEffect(() => {
    if (shown?.type !== 'success') return;
    const timer = setTimeout(() => setShown(null), 8000);
    return () => clearTimeout(timer);
  }, [shown]);
  return (
    <div className="toaster" role="region" aria-label={t('app.notifications')}>
      <div aria-live="polite" aria-atomic="true">
        {shown ? (
          <div className={`toast toast-${shown.type}`} role={shown.type === 'error' ? 'alert' : 'status'}>
            <div>
              <strong>{t(shown.title)}</strong>
              <p>{t(shown.description)}</p>
            </div>
            <button type="button" className="toast-close" onClick={() => setShown(null)} aria-label={t('app.close')}>
              ×
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
