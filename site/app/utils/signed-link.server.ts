import { data, redirect } from 'react-router';
import { api } from './api.server';
import { getUser } from './auth.server';
import { getT } from './i18n.server';
import { getSession, redirectWithSession, setToast } from './session.server';

/** What the API answers for a good link (POST /api/whatsapp-links/check). */
type LinkFor = { path: string; first_name: string; phone_hint: string };

/**
 * The WhatsApp chat's signed link (`?wa=`, docs/whatsapp.md "Links instead of secrets") on the page
 * it opens. The API checks it once, server-side (the key never leaves the API): a good link says
 * who it is for and the page goes on without the token, after signing in when needed, with a
 * notice naming the person; it never signs anyone in. An expired, used or tampered link is a page
 * of its own saying so, in the visitor's language. Nothing to do without `wa`.
 */
export async function readSignedLink(request: Request): Promise<void> {
  const url = new URL(request.url);
  const token = url.searchParams.get('wa');
  if (token === null) return;
  url.searchParams.delete('wa');
  const clean = `${url.pathname}${url.search}`;
  const answer = await api<LinkFor>('/whatsapp-links/check', { method: 'POST', body: { path: url.pathname, token }, request });
  if (!answer.ok || !answer.body.data) {
    const reason = answer.status === 410 ? 'expired' : answer.status === 409 ? 'used' : answer.status === 400 ? 'invalid' : 'unavailable';
    throw data({ formError: `signedLink.${reason}` }, { status: answer.status >= 400 ? answer.status : 503 });
  }
  // Already signed in: the page itself, the token gone from the address bar and history.
  if (await getUser(request)) throw redirect(clean);
  const t = await getT(request);
  const session = await getSession(request);
  const { first_name: name, phone_hint: phone } = answer.body.data;
  setToast(session, { type: 'success', title: t('signedLink.title'), description: t('signedLink.signIn', { name, phone }) });
  throw await redirectWithSession(`/login?${new URLSearchParams({ redirect: clean })}`, session);
}
