import { useEffect, useRef, useState } from 'react';
import { data, Form, Link, useLocation, useNavigation, useRevalidator } from 'react-router';
import { CONSENT_VERSIONS } from '@gigmarket/shared';
import { CsrfInput } from '~/components/csrf';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FieldError, FormError, SelectField, SubmitButton } from '~/components/field';
import { VerifiedBadge } from '~/components/trust-badges';
import { lagosDate, lagosDateTime } from '~/utils/format';
import type { Bank } from '~/utils/hires';
import { fieldErrors, requireParty, toastRedirect } from '~/utils/hires.server';
import type { ApiResult } from '~/utils/api.server';
import { useTranslation } from '~/utils/i18n';
import { canRequest, digits, identityFormErrors, identityView, type Identity, type IdentityShown } from '~/utils/identity';
import { authed, readForm, str } from '~/utils/market.server';
import { messageKey } from '~/utils/messages';
import type { Route } from './+types/identity';

export const handle = { titleKey: 'identity.title' };

/**
 * /freelancer/account/identity and /employer/account/identity: the bank-backed identity check
 * (docs/trust.md "Identity and safe jobs"). `GET /api/identity` and the banks of `GET /api/banks`.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const party = await requireParty(request);
  const [identity, banks] = await Promise.all([authed<Identity>(request, '/identity'), authed<Bank[]>(request, '/banks')]);
  return {
    party,
    identity: identity.ok ? (identity.body.data ?? null) : null,
    identityError: identity.ok ? null : failure(identity),
    banks: banks.ok ? (banks.body.data ?? []).map((b) => ({ id: b.code, name: b.name })) : [],
    banksError: banks.ok ? null : 'bank.banksError',
  };
}

/** A failed answer in words: the API's own (the identity service's, never the payment provider's), or "try again" without an answer. */
function failure(res: ApiResult): string {
  return res.status === 0 ? 'hires.unreachable' : messageKey(res.body);
}

/** What a refused form keeps: never the BVN, which is not written back into the page. */
type Kept = { bank_code: string; account_number: string; use_for_payouts: boolean };
type ActionData = { values: Kept; fieldErrors?: Record<string, string>; error?: string };

/** `POST /api/identity { bvn, bank_code, account_number, use_for_payouts? }`, then back here (the page shows "checking"). */
export async function action({ request }: Route.ActionArgs) {
  const party = await requireParty(request);
  const back = `/${party}/account/identity`;
  const form = await readForm(request);
  const freelancer = party === 'freelancer';
  const bvn = digits(str(form, 'bvn'));
  const values: Kept = { bank_code: str(form, 'bank_code'), account_number: digits(str(form, 'account_number')), use_for_payouts: freelancer && form.get('use_for_payouts') === 'on' };
  const invalid = identityFormErrors({ bvn, ...values });
  if (Object.keys(invalid).length) return data<ActionData>({ values, fieldErrors: invalid }, { status: 400 });
  const body = { bvn, bank_code: values.bank_code, account_number: values.account_number, ...(freelancer ? { use_for_payouts: values.use_for_payouts } : {}) };
  const res = await authed<Identity>(request, '/identity', { method: 'POST', body });
  const errors = fieldErrors(res);
  if (errors) return data<ActionData>({ values, fieldErrors: errors }, { status: 400 });
  // Already checking or verified (409), or no more tries today (429): the page shows why.
  if (res.status === 409 || res.status === 429) return toastRedirect(request, back, { type: 'error', key: failure(res) });
  if (!res.ok) return data<ActionData>({ values, error: failure(res) }, { status: res.status || 502 });
  return toastRedirect(request, back, { type: 'success', key: 'identity.started' });
}

/** While the check runs: reload the page's data a few times, further and further apart, then stop (no endless polling). */
const RECHECK_MS = [1500, 3000, 6000, 12000, 24000];

function useRecheck(active: boolean): boolean {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  const [tries, setTries] = useState(0);
  useEffect(() => {
    if (!active) {
      setTries(0);
      return;
    }
    if (tries >= RECHECK_MS.length) return;
    const timer = setTimeout(() => {
      setTries((n) => n + 1);
      void latest.current.revalidate();
    }, RECHECK_MS[tries]);
    return () => clearTimeout(timer);
  }, [active, tries]);
  return active && tries >= RECHECK_MS.length;
}

export default function IdentityPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { party, identity, identityError } = loaderData;
  const view: IdentityShown = identityView(identity);
  const stillChecking = useRecheck(view === 'checking');
  return (
    <main id="main" className="content narrow-content">
      <p>
        <Link to={`/${party}/account`}>← {t('account.title')}</Link>
      </p>
      <h1>{t('identity.title')}</h1>
      <p className="muted">{t(party === 'employer' ? 'identity.introEmployer' : 'identity.introFreelancer')}</p>
      {identityError ? (
        <div className="card-section">
          <FormError error={identityError} />
          <Link to={`/${party}/account/identity`} className="btn btn-secondary">
            {t('identity.retry')}
          </Link>
        </div>
      ) : (
        <>
          <section aria-labelledby="identity-state-h" className="card-section">
            <h2 id="identity-state-h">{t('identity.stateTitle')}</h2>
            <div role="status" aria-live="polite">
              <IdentityState identity={identity} view={view} stillChecking={stillChecking} />
            </div>
            {view === 'checking' ? (
              <Link to={`/${party}/account/identity`} className="btn btn-secondary">
                {t('identity.refresh')}
              </Link>
            ) : null}
          </section>
          {canRequest(view) ? (
            <IdentityForm
              freelancer={party === 'freelancer'}
              banks={loaderData.banks}
              banksError={loaderData.banksError}
              result={actionData as ActionData | undefined}
              again={view !== 'none'}
            />
          ) : null}
        </>
      )}
    </main>
  );
}

function IdentityState({ identity, view, stillChecking }: { identity: Identity | null; view: IdentityShown; stillChecking: boolean }) {
  const { t, locale } = useTranslation();
  const bank = identity?.bank_name && identity.account_last4 ? t('identity.bankLine', { bank: identity.bank_name, last4: identity.account_last4 }) : null;
  switch (view) {
    case 'checking':
      return (
        <>
          <p>
            <span className="pill pill-pending">{t('identity.status.checking')}</span> {t('identity.checking')}
          </p>
          {identity?.requested_at ? <p className="muted">{t('identity.requestedAt', { date: lagosDateTime(identity.requested_at, locale) })}</p> : null}
          {stillChecking ? <p className="muted">{t('identity.stillChecking')}</p> : null}
        </>
      );
    case 'verified':
      return (
        <>
          <p>
            <VerifiedBadge at={identity?.verified_at} />
          </p>
          <p>{t('identity.verifiedOn', { date: lagosDate(identity?.verified_at, locale) })}</p>
          {bank ? <p className="muted">{bank}</p> : null}
        </>
      );
    case 'failed':
      return (
        <>
          <p>
            <span className="pill pill-disapproved">{t('identity.status.failed')}</span> {identity?.reason ? t('identity.failedBecause', { reason: identity.reason }) : t('identity.failed')}
          </p>
          <p className="muted">{t(identity?.attempts_left_today === 1 ? 'identity.attemptsOne' : 'identity.attempts', { count: identity?.attempts_left_today ?? 0 })}</p>
        </>
      );
    case 'revoked':
      return (
        <p>
          <span className="pill pill-disapproved">{t('identity.status.revoked')}</span> {identity?.reason ? t('identity.revokedBecause', { reason: identity.reason }) : t('identity.revoked')}
        </p>
      );
    case 'locked':
      return (
        <>
          {identity?.reason ? <p>{t('identity.failedBecause', { reason: identity.reason })}</p> : null}
          <p>
            <span className="pill pill-disapproved">{t('identity.status.locked')}</span>{' '}
            {identity?.locked_until ? t('identity.lockedUntil', { date: lagosDateTime(identity.locked_until, locale) }) : t('identity.lockedToday')}
          </p>
        </>
      );
    default:
      return <p>{t('identity.none')}</p>;
  }
}

function IdentityForm({
  freelancer,
  banks,
  banksError,
  result,
  again,
}: {
  freelancer: boolean;
  banks: Array<{ id: string; name: string }>;
  banksError: string | null;
  result?: ActionData;
  again: boolean;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const nav = useNavigation();
  const busy = nav.state === 'submitting' && nav.formAction === pathname;
  const errors = result?.fieldErrors ?? {};
  return (
    <Form method="post" className="card-section" noValidate aria-labelledby="identity-form-h" autoComplete="off">
      <CsrfInput />
      <h2 id="identity-form-h">{t(again ? 'identity.again' : 'identity.start')}</h2>
      <FormError error={result?.error} />
      <Field
        name="bvn"
        label={t('identity.bvn')}
        hint={t('identity.bvnHint')}
        error={errors.bvn}
        // Never written back: a refused form asks for the BVN again.
        input={{ inputMode: 'numeric', pattern: '[0-9]{11}', maxLength: 11, required: true, autoComplete: 'off', spellCheck: false, defaultValue: '' }}
      />
      <SelectField
        name="bank_code"
        label={t('bank.bank')}
        placeholder={t('bank.chooseBank')}
        options={banks}
        error={errors.bank_code}
        loadError={banksError ?? undefined}
        select={{ required: true, defaultValue: result?.values.bank_code ?? '' }}
      />
      <Field
        name="account_number"
        label={t('bank.accountNumber')}
        hint={t('identity.accountHint')}
        error={errors.account_number}
        input={{ inputMode: 'numeric', pattern: '[0-9]{10}', maxLength: 10, required: true, autoComplete: 'off', defaultValue: result?.values.account_number ?? '' }}
      />
      {freelancer ? (
        <div className="field">
          <label className="check">
            <input type="checkbox" name="use_for_payouts" defaultChecked={result?.values.use_for_payouts ?? false} aria-describedby="f-use_for_payouts-hint" />
            <span>{t('identity.useForPayouts')}</span>
          </label>
          <p id="f-use_for_payouts-hint" className="field-hint">
            {t('identity.useForPayoutsHint')}
          </p>
          <FieldError id="f-use_for_payouts-error" error={errors.use_for_payouts} />
        </div>
      ) : null}
      <p className="muted">{t('identity.privacy')}</p>
      <p className="muted">{t('privacy.identityConsent', { version: CONSENT_VERSIONS.identity_check })}</p>
      <SubmitButton busy={busy}>{t('identity.submit')}</SubmitButton>
    </Form>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
