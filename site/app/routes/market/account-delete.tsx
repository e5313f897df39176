import { data, Form } from 'react-router';
import { ERASURE_GRACE_DAYS, MONEY_RECORDS_RETENTION_YEARS, type ErasureBlocker } from '@gigmarket/shared';
import { AccountSectionHead } from '~/components/account-nav';
import { CodeInput } from '~/components/code-input';
import { ActionButton } from '~/components/confirm';
import { CsrfInput } from '~/components/csrf';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { FormError } from '~/components/field';
import { requireUser } from '~/utils/auth.server';
import { date } from '~/utils/format';
import { useTranslation } from '~/utils/i18n';
import { getT } from '~/utils/i18n.server';
import { authed, finish, must, readForm, str } from '~/utils/market.server';
import { messageKey } from '~/utils/messages';
import { getSession, redirectWithSession, setToast } from '~/utils/session.server';
import type { Route } from './+types/account-delete';

export const handle = { titleKey: 'accountDeletion.title' };

interface ErasureState {
  erase_after: string | null;
  blockers: ErasureBlocker[];
  grace_days: number;
}

/** Deleting one's account (docs/privacy.md "Deleting an account"): what happens, why not yet, the code, and the way back during the grace period. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const party = user.user_type === 'employer' ? ('employer' as const) : ('freelancer' as const);
  const state = await must<ErasureState>(request, '/account/deletion');
  const url = new URL(request.url);
  return { party, state, codeSent: url.searchParams.get('code') === 'sent' && !state.erase_after };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = str(form, 'intent');
  const here = `/${user.user_type === 'employer' ? 'employer' : 'freelancer'}/account/delete`;
  if (intent === 'keep') return finish(request, await authed(request, '/account/deletion', { method: 'DELETE' }), `/${user.user_type}/dashboard`, 'accountDeletion.kept');
  if (intent === 'code') {
    const res = await authed(request, '/account/deletion/code', { method: 'POST' });
    if (!res.ok) return data({ intent, error: messageKey(res.body) }, { status: res.status || 502 });
    return redirectWithSession(`${here}?code=sent`, await getSession(request));
  }
  if (intent === 'confirm') {
    const code = form.getAll('code').join('');
    if (!/^\d{6}$/.test(code)) return data({ intent, error: 'messages.invalidCode' }, { status: 400 });
    const res = await authed(request, '/account/deletion', { method: 'POST', body: { code } });
    if (!res.ok) return data({ intent, error: messageKey(res.body, 'messages.invalidCode') }, { status: res.status || 502 });
    // Every session ended at the API: this one is forgotten too, with a word on how to come back.
    const session = await getSession(request);
    session.unset('token');
    const t = await getT(request);
    setToast(session, { type: 'success', title: t('app.success'), description: t('accountDeletion.done', { days: ERASURE_GRACE_DAYS }) });
    return redirectWithSession('/login', session);
  }
  return data({ intent, error: 'errors.notAForm' }, { status: 400 });
}

export default function AccountDelete({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const { party, state, codeSent } = loaderData;
  const days = state.grace_days;
  const error = actionData && 'error' in actionData ? actionData.error : undefined;
  if (state.erase_after) {
    return (
      <main id="main" className="content">
        <AccountSectionHead party={party} titleKey="accountDeletion.title" />
        <section className="panel" aria-labelledby="deletion-scheduled">
          <h2 id="deletion-scheduled">{t('accountDeletion.scheduledHeading')}</h2>
          <p role="status">{t('accountDeletion.scheduled', { date: date(state.erase_after, locale) })}</p>
          <FormError error={error} />
          <ActionButton intent="keep" label={t('accountDeletion.keep')} className="btn btn-primary" />
        </section>
      </main>
    );
  }
  return (
    <main id="main" className="content">
      <AccountSectionHead party={party} titleKey="accountDeletion.title" />
      <section className="panel" aria-labelledby="deletion-what">
        <h2 id="deletion-what">{t('accountDeletion.intro', { days })}</h2>
        <ul>
          {(['sessions', 'listings', 'grace', 'erased', 'kept'] as const).map((step) => (
            <li key={step}>{t(`accountDeletion.steps.${step}`, { days, years: MONEY_RECORDS_RETENTION_YEARS })}</li>
          ))}
        </ul>
      </section>
      {state.blockers.length ? (
        <section className="panel notice-box" aria-labelledby="deletion-blocked" role="status">
          <h2 id="deletion-blocked">{t('accountDeletion.blockedHeading')}</h2>
          <ul>
            {state.blockers.map((blocker) => (
              <li key={blocker}>{t(`accountDeletion.blocked.${blocker}`)}</li>
            ))}
          </ul>
        </section>
      ) : codeSent ? (
        <section className="panel" aria-labelledby="deletion-confirm">
          <h2 id="deletion-confirm">{t('accountDeletion.confirm')}</h2>
          <Form method="post">
            <CsrfInput />
            <input type="hidden" name="intent" value="confirm" />
            <FormError error={error} />
            <CodeInput legend={t('accountDeletion.codeLegend')} digitLabel={(n, total) => t('verification.digit', { n, total })} invalid={Boolean(error)} />
            <p>{t('accountDeletion.confirmQuestion', { days })}</p>
            <button type="submit" className="btn btn-danger">
              {t('accountDeletion.confirm')}
            </button>
          </Form>
        </section>
      ) : (
        <section className="panel">
          <FormError error={error} />
          <ActionButton intent="code" label={t('accountDeletion.sendCode')} className="btn btn-danger-outline" />
        </section>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
