import { data, Form, Link } from 'react-router';
import { CsrfInput } from '~/components/csrf';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Field, FormError, SelectField, SubmitButton } from '~/components/field';
import { useBusy } from '~/components/hires';
import { requireUserType } from '~/utils/auth.server';
import type { Bank, BankAccount, ResolvedAccount } from '~/utils/hires';
import { failureKey, fieldErrors, toastRedirect } from '~/utils/hires.server';
import { useTranslation } from '~/utils/i18n';
import { authed, readForm, str } from '~/utils/market.server';
import type { Route } from './+types/bank-account';

export const handle = { titleKey: 'bank.title' };

/** GET /api/freelancer/bank-account and GET /api/banks. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUserType(request, 'freelancer');
  const [account, banks] = await Promise.all([authed<BankAccount | null>(request, '/freelancer/bank-account'), authed<Bank[]>(request, '/banks')]);
  return {
    account: account.ok ? (account.body.data ?? null) : null,
    banks: banks.ok ? (banks.body.data ?? []) : [],
    banksError: banks.ok ? null : 'bank.banksError',
  };
}

type ActionData = {
  step: 'resolve' | 'save';
  values: { bank_code: string; account_number: string };
  resolved?: ResolvedAccount;
  fieldErrors?: Record<string, string>;
  error?: string;
};

/** Check the fields of both steps: a bank and 10 digits. */
function checkBankForm(bank_code: string, account_number: string): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!bank_code) errors.bank_code = 'bank.bankRequired';
  if (!/^\d{10}$/.test(account_number)) errors.account_number = 'bank.accountNumberInvalid';
  return errors;
}

/**
 * Two steps, both plain form posts: `resolve` (POST /api/freelancer/bank-account/resolve) shows
 * the account's name; `save` (PUT /api/freelancer/bank-account) stores it with that name.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireUserType(request, 'freelancer');
  const form = await readForm(request);
  const step = str(form, 'intent') === 'save' ? 'save' : 'resolve';
  const values = { bank_code: str(form, 'bank_code'), account_number: str(form, 'account_number').replace(/\s/g, '') };
  const invalid = checkBankForm(values.bank_code, values.account_number);
  if (Object.keys(invalid).length) return data<ActionData>({ step: 'resolve', values, fieldErrors: invalid }, { status: 400 });
  if (step === 'resolve') {
    const res = await authed<ResolvedAccount>(request, '/freelancer/bank-account/resolve', { method: 'POST', body: values });
    const errors = fieldErrors(res);
    if (errors) return data<ActionData>({ step, values, fieldErrors: errors }, { status: 400 });
    if (!res.ok || !res.body.data) return data<ActionData>({ step, values, error: failureKey(res) }, { status: res.status || 502 });
    return { step, values, resolved: res.body.data } satisfies ActionData;
  }
  const account_name = str(form, 'account_name');
  const res = await authed<BankAccount>(request, '/freelancer/bank-account', { method: 'PUT', body: { ...values, account_name } });
  const errors = fieldErrors(res);
  if (errors) return data<ActionData>({ step: 'resolve', values, fieldErrors: errors }, { status: 400 });
  if (!res.ok) return data<ActionData>({ step: 'resolve', values, error: failureKey(res) }, { status: res.status || 502 });
  return toastRedirect(request, '/freelancer/money', { type: 'success', key: 'bank.saved' });
}

export default function BankAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { account, banks, banksError } = loaderData;
  const a = actionData as ActionData | undefined;
  const resolved = a?.step === 'resolve' ? a.resolved : undefined;
  const checking = useBusy('resolve');
  const saving = useBusy('save');
  return (
    <main id="main" className="content narrow-content">
      <h1>{t('bank.title')}</h1>
      <p className="muted">{t('bank.intro')}</p>
      <section aria-labelledby="current-h" className="card-section">
        <h2 id="current-h">{t('bank.current')}</h2>
        {account ? (
          <p>
            <strong>{account.account_name}</strong>
            <br />
            {account.bank_name} · ····{account.account_number.slice(-4)}
          </p>
        ) : (
          <p>{t('bank.none')}</p>
        )}
      </section>
      {resolved ? (
        <Form method="post" className="card-section" aria-labelledby="confirm-h">
          <CsrfInput />
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="bank_code" value={resolved.bank_code} />
          <input type="hidden" name="account_number" value={resolved.account_number} />
          <input type="hidden" name="account_name" value={resolved.account_name} />
          <h2 id="confirm-h">{t('bank.confirmName')}</h2>
          <dl className="amounts">
            <div>
              <dt>{t('bank.accountName')}</dt>
              <dd>
                <strong>{resolved.account_name}</strong>
              </dd>
            </div>
            <div>
              <dt>{t('bank.bank')}</dt>
              <dd>{resolved.bank_name}</dd>
            </div>
            <div>
              <dt>{t('bank.accountNumber')}</dt>
              <dd>{resolved.account_number}</dd>
            </div>
          </dl>
          <div className="actions">
            <SubmitButton busy={saving}>{t('bank.save')}</SubmitButton>
            <Link to="/freelancer/bank-account" className="btn btn-secondary">
              {t('bank.change')}
            </Link>
          </div>
        </Form>
      ) : (
        <Form method="post" className="card-section" noValidate>
          <CsrfInput />
          <input type="hidden" name="intent" value="resolve" />
          <FormError error={a?.error} />
          <SelectField
            name="bank_code"
            label={t('bank.bank')}
            placeholder={t('bank.chooseBank')}
            options={banks.map((b) => ({ id: b.code, name: b.name }))}
            error={a?.fieldErrors?.bank_code}
            loadError={banksError ?? undefined}
            select={{ required: true, defaultValue: a?.values.bank_code ?? account?.bank_code ?? '' }}
          />
          <Field
            name="account_number"
            label={t('bank.accountNumber')}
            hint={t('bank.accountNumberHint')}
            error={a?.fieldErrors?.account_number}
            input={{ inputMode: 'numeric', pattern: '[0-9]{10}', maxLength: 10, required: true, autoComplete: 'off', defaultValue: a?.values.account_number ?? '' }}
          />
          <SubmitButton busy={checking}>{t('bank.check')}</SubmitButton>
        </Form>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
