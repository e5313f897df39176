import { memberName } from '~/utils/member-name';
import { useEffect } from 'react';
import { data, Form, Link, useNavigation, useRevalidator } from 'react-router';
import { MESSAGE_LIMITS } from '@gigmarket/shared';
import { CsrfInput } from '~/components/csrf';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { NeverPayRule } from '~/components/never-pay';
import { SubmitButton } from '~/components/field';
import { LIVE_EVENT, linkify, type MessageStreamEvent, type Thread, type ThreadMessage } from '~/utils/conversations';
import { requireParty } from '~/utils/hires.server';
import { useTranslation } from '~/utils/i18n';
import { authed, finish, must, readForm, str, pathId, formId } from '~/utils/market.server';
import { messageKey } from '~/utils/messages';
import { api } from '~/utils/api.server';
import { getSession } from '~/utils/session.server';
import type { Route } from './+types/thread';

export const handle = { titleKey: 'conversations.title' };

/** /employer/messages/:id and /freelancer/messages/:id: the thread of an application (404 for anyone else). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const party = await requireParty(request);
  const thread = await must<Thread>(request, `/applications/${pathId(params.id)}/messages`);
  return { party, thread };
}

type ActionData = { intent: string; fieldErrors: Record<string, string>; body?: string };

/** Plain form posts (work without JavaScript): send, block, unblock, report; then back to the thread. */
export async function action({ request, params }: Route.ActionArgs) {
  const party = await requireParty(request);
  const id = pathId(params.id);
  const back = `/${party}/messages/${id}`;
  const form = await readForm(request);
  const intent = str(form, 'intent');
  if (intent === 'send') {
    const body = String(form.get('body') ?? '');
    const file = form.get('file');
    const hasFile = file instanceof File && file.size > 0;
    if (!body.trim() && !hasFile) return data<ActionData>({ intent, fieldErrors: { body: 'conversations.bodyRequired' } }, { status: 400 });
    if (body.length > MESSAGE_LIMITS.bodyMax) return data<ActionData>({ intent, fieldErrors: { body: 'conversations.bodyMax' }, body }, { status: 400 });
    let res;
    if (hasFile) {
      const upload = new FormData();
      upload.append('file', file, file.name);
      if (body.trim()) upload.append('body', body);
      const token = (await getSession(request)).get('token') ?? null;
      res = await api(`/applications/${id}/messages/attachment`, { method: 'POST', token, form: upload, request });
    } else res = await authed(request, `/applications/${id}/messages`, { method: 'POST', body: { body } });
    if (!res.ok && res.status === 400) {
      const field = res.body.errors && 'file' in res.body.errors ? 'file' : 'body';
      return data<ActionData>({ intent, fieldErrors: { [field]: messageKey(res.body) }, body }, { status: 400 });
    }
    return finish(request, res, back, 'conversations.sent');
  }
  if (intent === 'block') return finish(request, await authed(request, `/applications/${id}/messages/block`, { method: 'POST' }), back, 'conversations.blocked');
  if (intent === 'unblock') return finish(request, await authed(request, `/applications/${id}/messages/block`, { method: 'DELETE' }), back, 'conversations.unblocked');
  if (intent === 'report') {
    const messageId = formId(form, 'message_id');
    const reason = str(form, 'reason').slice(0, MESSAGE_LIMITS.reportReasonMax);
    return finish(request, await authed(request, `/messages/${messageId}/report`, { method: 'POST', body: reason ? { reason } : {} }), back, 'conversations.reported');
  }
  throw data('Unknown action', { status: 400 });
}

function Body({ text }: { text: string }) {
  return (
    <p className="message-body">
      {linkify(text).map((part, index) =>
        part.href ? (
          <a key={index} href={part.href} rel="nofollow noopener noreferrer" target="_blank">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  );
}

function Attachment({ message }: { message: ThreadMessage }) {
  const { t } = useTranslation();
  const href = `/messages/attachment/${message.id}`;
  return message.attachment === 'pdf' ? (
    <p>
      <a href={href} download>
        {t('conversations.pdf')}
      </a>
    </p>
  ) : (
    <p>
      <a href={href} target="_blank" rel="noopener">
        <img src={href} alt={t('conversations.image')} className="message-image" loading="lazy" />
      </a>
    </p>
  );
}

function time(value: string, locale: string): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Africa/Lagos' }).format(new Date(value));
}

function MessageItem({ message, otherName }: { message: ThreadMessage; otherName: string }) {
  const { t, locale } = useTranslation();
  return (
    <li id={`message-${message.id}`} className={`message ${message.mine ? 'message-mine' : 'message-theirs'}`} data-testid="message">
      <p className="muted message-meta">
        <strong>{message.mine ? t('conversations.you') : otherName}</strong> · <time dateTime={message.created_at}>{time(message.created_at, locale)}</time>
        {message.masked ? <> · {t('conversations.masked')}</> : null}
      </p>
      {message.body ? <Body text={message.body} /> : null}
      {message.attachment ? <Attachment message={message} /> : null}
      {message.mine ? (
        <p className="muted message-receipt" data-testid="receipt">
          {message.seen_at ? t('conversations.seen', { time: time(message.seen_at, locale) }) : t('conversations.sent')}
        </p>
      ) : (
        <details className="message-report">
          <summary>{t('conversations.report')}</summary>
          <Form method="post">
            <CsrfInput />
            <input type="hidden" name="intent" value="report" />
            <input type="hidden" name="message_id" value={message.id} />
            <label htmlFor={`reason-${message.id}`}>{t('conversations.reportReason')}</label>
            <input id={`reason-${message.id}`} name="reason" maxLength={MESSAGE_LIMITS.reportReasonMax} />
            <button type="submit" className="btn btn-secondary">
              {t('conversations.reportMessage')}
            </button>
          </Form>
        </details>
      )}
    </li>
  );
}

export default function ThreadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { party, thread } = loaderData;
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'send';
  const error = actionData?.intent === 'send' ? actionData.fieldErrors.body : undefined;
  const fileError = actionData?.intent === 'send' ? actionData.fieldErrors.file : undefined;
  // Live: an event about this thread reloads it (which also marks the new message seen).
  useEffect(() => {
    const onEvent = (event: Event) => {
      const detail = (event as CustomEvent<MessageStreamEvent>).detail;
      if ('application_id' in detail && detail.application_id === thread.application_id && revalidator.state === 'idle') void revalidator.revalidate();
    };
    window.addEventListener(LIVE_EVENT, onEvent);
    return () => window.removeEventListener(LIVE_EVENT, onEvent);
  }, [thread.application_id, revalidator]);
  // A chat opens at its newest message, and follows new ones, above the composer pinned at the bottom.
  const newest = thread.items.at(-1)?.id;
  useEffect(() => {
    if (newest !== undefined) document.getElementById(`message-${newest}`)?.scrollIntoView?.({ block: 'end' });
  }, [newest]);
  const blocked = thread.blocked_by_me || thread.blocked_by_them;
  const otherName = memberName(thread.other.name, t);
  return (
    <main id="main" className="content thread">
      <p>
        <Link to={`/${party}/messages`}>← {t('conversations.title')}</Link>
      </p>
      <h1>{t('conversations.messagesFor', { job: thread.job_title })}</h1>
      <p className="muted">
        {t('conversations.withOther', { name: otherName })} ·{' '}
        <Link to={thread.approved ? `/${party}/hires/${thread.application_id}` : party === 'freelancer' ? `/freelancer/details/${thread.listing_id}` : `/employer/listings`}>{thread.job_title}</Link>
      </p>
      <Form method="post" className="thread-tools">
        <CsrfInput />
        <input type="hidden" name="intent" value={thread.blocked_by_me ? 'unblock' : 'block'} />
        <button type="submit" className="btn-link">
          {thread.blocked_by_me ? t('conversations.unblock', { name: otherName }) : t('conversations.block', { name: otherName })}
        </button>
      </Form>
      {/* First in every thread: the safety rule (the API's words, else the site's). */}
      <NeverPayRule text={thread.safety_notice} />
      {thread.mask_note ? (
        <p className="notice-info" role="note">
          {thread.mask_note}
        </p>
      ) : null}
      <section aria-live="polite" aria-label={t('conversations.title')}>
        {thread.items.length === 0 ? (
          <p className="muted">{t('conversations.empty')}</p>
        ) : (
          <ol className="messages" data-testid="messages">
            {thread.items.map((message) => (
              <MessageItem key={message.id} message={message} otherName={otherName} />
            ))}
          </ol>
        )}
      </section>
      {blocked ? (
        <p className="notice-info" role="status">
          {thread.blocked_by_me ? t('conversations.blockedByMe', { name: otherName }) : t('conversations.blockedByThem')}
        </p>
      ) : (
        <Form method="post" className="message-form composer" key={thread.items.length} encType="multipart/form-data">
          <CsrfInput />
          <input type="hidden" name="intent" value="send" />
          <label htmlFor="body" className="sr-only">
            {t('conversations.write')}
          </label>
          <textarea
            id="body"
            name="body"
            rows={2}
            placeholder={t('conversations.write')}
            maxLength={MESSAGE_LIMITS.bodyMax}
            defaultValue={actionData?.body ?? ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'body-error' : undefined}
          />
          {error ? (
            <p id="body-error" className="field-error" role="alert">
              {t(error)}
            </p>
          ) : null}
          <div className="composer-row">
            <label htmlFor="file" className="composer-attach">
              {t('conversations.attach')}
            </label>
            <input id="file" name="file" type="file" accept="image/jpeg,image/png,image/webp,image/gif,application/pdf" aria-describedby={fileError ? 'file-error' : undefined} />
            <SubmitButton busy={busy}>{busy ? t('conversations.sending') : t('conversations.send')}</SubmitButton>
          </div>
          {fileError ? (
            <p id="file-error" className="field-error" role="alert">
              {t(fileError)}
            </p>
          ) : null}
        </Form>
      )}
      <noscript>
        <p>
          <Link to="">{t('conversations.refresh')}</Link>
        </p>
      </noscript>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
