import { Link, useFetcher } from 'react-router';
import { CsrfInput } from './csrf';
import { useTranslation } from '~/utils/i18n';
import type { ApiSchemas } from '~/utils/api-schemas';

/** What the bell reads of a notification as GET /api/notifications answers it. */
export type Notice = Pick<ApiSchemas['NotificationViewDto'], 'notificationId' | 'title' | 'message'> &
  Partial<Pick<ApiSchemas['NotificationViewDto'], 'notice_type' | 'link' | 'created_at'>>;

/**
 * The notification bell: no badge when there is nothing, else the count and a 400 px panel.
 * A <details> element, so it opens without JavaScript. Messages are HTML the API has already
 * sanitised: they are rendered as given, nothing else is. A notice about a page links its title
 * to that page (docs/i18n.md "Notifications by key").
 */
export function Bell({ notices, back, unread = 0, messagesHref }: { notices: Notice[]; back: string; unread?: number; messagesHref?: string }) {
  const { t } = useTranslation();
  const count = notices.length + unread;
  return (
    <details className="menu bell">
      <summary aria-label={count ? t('shell.bellCount', { count }) : t('app.notifications')}>
        <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {count ? (
          <span className="badge" data-testid="bell-badge">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </summary>
      <div className="menu-panel bell-panel" role="region" aria-label={t('shell.bellPanel')}>
        <h2>{t('app.notifications')}</h2>
        {unread && messagesHref ? (
          <p className="notice">
            <Link to={messagesHref} data-testid="bell-messages">
              {t('conversations.unreadCount', { count: unread })}
            </Link>
          </p>
        ) : null}
        {count === 0 ? (
          <p className="muted">{t('shell.noNotifications')}</p>
        ) : (
          <ul className="notices">
            {notices.map((n) => (
              <NoticeItem key={n.notificationId} notice={n} back={back} />
            ))}
          </ul>
        )}
      </div>
    </details>
  );
}

/** Only the site's own paths become links, whatever a row holds. */
const sitePath = (link: string | null | undefined): string | null => (link && /^\/(?![/\\])/.test(link) ? link : null);

function NoticeItem({ notice, back }: { notice: Notice; back: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const busy = fetcher.state !== 'idle';
  const link = sitePath(notice.link);
  return (
    <li className="notice" aria-busy={busy || undefined}>
      <div>
        {link ? (
          <Link to={link} className="notice-link" data-testid="notice-link">
            <strong>{notice.title}</strong>
          </Link>
        ) : (
          <strong>{notice.title}</strong>
        )}
        <div className="notice-message" dangerouslySetInnerHTML={{ __html: notice.message }} />
      </div>
      <fetcher.Form method="post" action="/notifications">
        <CsrfInput />
        <input type="hidden" name="id" value={notice.notificationId} />
        <input type="hidden" name="back" value={back} />
        <button type="submit" className="icon-btn" disabled={busy} aria-label={t('shell.deleteNotice', { title: notice.title })}>
          ×
        </button>
      </fetcher.Form>
    </li>
  );
}
