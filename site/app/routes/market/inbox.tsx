import { memberName } from '~/utils/member-name';
import { Link } from 'react-router';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import type { ThreadSummary } from '~/utils/conversations';
import { requireParty } from '~/utils/hires.server';
import { useTranslation } from '~/utils/i18n';
import { must } from '~/utils/market.server';
import type { Route } from './+types/inbox';

export const handle = { titleKey: 'conversations.title' };

/** /employer/messages and /freelancer/messages: the conversations, newest activity first. */
export async function loader({ request }: Route.LoaderArgs) {
  const party = await requireParty(request);
  return { party, threads: await must<ThreadSummary[]>(request, '/messages/threads') };
}

export default function Inbox({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { party, threads } = loaderData;
  return (
    <main id="main" className="content">
      <h1>{t('conversations.title')}</h1>
      {threads.length === 0 ? (
        <p className="muted">{t('conversations.inboxEmpty')}</p>
      ) : (
        <ul className="cards">
          {threads.map((thread) => (
            <li key={thread.application_id} className="listing-card">
              <div className="listing-head">
                <h2>
                  <Link to={`/${party}/messages/${thread.application_id}`}>{thread.job_title}</Link>
                </h2>
                {thread.unread ? <span className="badge">{t('conversations.unreadCount', { count: thread.unread })}</span> : null}
              </div>
              <p className="muted">{t('conversations.withOther', { name: memberName(thread.other.name, t) })}</p>
              <p>{thread.last.body.length > 140 ? `${thread.last.body.slice(0, 140)}…` : thread.last.body}</p>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
