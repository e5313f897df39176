import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { LIVE_EVENT, type MessageStreamEvent } from '~/utils/conversations';
import { useTranslation } from '~/utils/i18n';

/**
 * The unread count, live: starts from the shell's loader and follows /messages/stream
 * (an EventSource, so it reconnects by itself). Each event is also re-dispatched on `window`
 * for the page that shows a thread. Without JavaScript the count is the one of the last load.
 */
export function useLiveUnread(initial: number): number {
  const [unread, setUnread] = useState(initial);
  useEffect(() => setUnread(initial), [initial]);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource('/messages/stream');
    const onEvent = (message: MessageEvent<string>) => {
      let event: MessageStreamEvent;
      try {
        event = JSON.parse(message.data) as MessageStreamEvent;
      } catch {
        return;
      }
      setUnread(event.unread);
      window.dispatchEvent(new CustomEvent(LIVE_EVENT, { detail: event }));
    };
    for (const type of ['message', 'seen', 'unread']) source.addEventListener(type, onEvent as EventListener);
    return () => source.close();
  }, []);
  return unread;
}

/** The top nav's conversations link with its unread badge. */
export function MessagesLink({ base, unread }: { base: string; unread: number }) {
  const { t } = useTranslation();
  return (
    <Link to={`${base}/messages`} className="icon-btn messages-link" aria-label={unread ? t('conversations.unreadCount', { count: unread }) : t('conversations.title')}>
      <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
      </svg>
      {unread ? (
        <span className="badge" data-testid="messages-badge">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
