import { Link } from 'react-router';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { requireUserType } from '~/utils/auth.server';
import { date } from '~/utils/format';
import { formatPercent, type BankAccount, type Wallet } from '~/utils/hires';
import { useTranslation } from '~/utils/i18n';
import { authed, must } from '~/utils/market.server';
import { formatMinor } from '~/utils/money';
import type { Route } from './+types/money';
import { statementPeriods } from '~/utils/documents.server';

export const handle = { titleKey: 'money.title' };

/** GET /api/freelancer/wallet and GET /api/freelancer/bank-account (null when none is set). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUserType(request, 'freelancer');
  const [wallet, bank] = await Promise.all([must<Wallet>(request, '/freelancer/wallet'), authed<BankAccount | null>(request, '/freelancer/bank-account')]);
  return { wallet, bank: bank.ok ? (bank.body.data ?? null) : null, periods: statementPeriods(new Date()) };
}

export default function Money({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const { wallet: w, bank } = loaderData;
  const m = (v: number) => formatMinor(v, w.currency, locale);
  return (
    <main id="main" className="content">
      <h1>{t('money.title')}</h1>
      <ul className="stat-cards">
        <li className="stat-card">
          <span className="stat-label">{t('money.balance')}</span>
          <strong className="stat-value">{m(w.balance_minor)}</strong>
          <span className="muted">{t('money.balanceHint')}</span>
        </li>
        <li className="stat-card">
          <span className="stat-label">{t('money.inEscrow')}</span>
          <strong className="stat-value">{m(w.in_escrow_minor)}</strong>
          <span className="muted">{t('money.inEscrowHint')}</span>
        </li>
        <li className="stat-card">
          <span className="stat-label">{t('money.paidOut')}</span>
          <strong className="stat-value">{m(w.paid_out_minor)}</strong>
        </li>
      </ul>
      {w.commission_percent ? <p className="muted">{t('money.commissionNote', { percent: formatPercent(w.commission_percent, locale) })}</p> : null}
      {bank ? (
        <p>
          {t('money.bankAccount', { bank: bank.bank_name, last4: bank.account_number.slice(-4), name: bank.account_name })}{' '}
          <Link to="/freelancer/bank-account">{t('money.changeBank')}</Link>
        </p>
      ) : (
        <div className="notice-box" role="status">
          <p>{t('money.noBank')}</p>
          <Link to="/freelancer/bank-account" className="btn btn-primary">
            {t('money.addBank')}
          </Link>
        </div>
      )}
      {w.earnings?.length ? (
        <>
          <h2>{t('money.earnings')}</h2>
          <div className="table-wrap">
            <table className="data-table">
              <caption className="sr-only">{t('money.earnings')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('payments.job')}</th>
                  <th scope="col">{t('money.released')}</th>
                  <th scope="col">{t('hires.commission')}</th>
                  <th scope="col">{t('payments.status')}</th>
                </tr>
              </thead>
              <tbody>
                {w.earnings.map((e) => (
                  <tr key={e.application_id}>
                    <td data-label={t('payments.job')}>
                      <Link to={`/freelancer/hires/${e.application_id}`}>{e.job_title ?? `#${e.application_id}`}</Link>
                    </td>
                    <td data-label={t('money.released')}>{m(e.released_minor)}</td>
                    <td data-label={t('hires.commission')}>{m(e.commission_minor)}</td>
                    <td data-label={t('payments.status')}>{e.payout_status ? t(`payStatus.${e.payout_status}`) : t('money.inBalance')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      <section aria-labelledby="money-statements">
        <h2 id="money-statements">{t('tax.statements')}</h2>
        <p className="muted">{t('tax.statementsHint')}</p>
        <ul className="link-list">
          {[...loaderData.periods.years, ...loaderData.periods.months].map((period) => (
            <li key={period}>
              <Link to={`/freelancer/statements/${period}`}>{t('tax.statementHeading', { period })}</Link>{' '}
              <a href={`/freelancer/statements/${period}/pdf`} download aria-label={t('tax.downloadPdfOf', { period })}>
                PDF
              </a>
            </li>
          ))}
        </ul>
      </section>
      <h2>{t('money.payouts')}</h2>
      {w.payouts.length === 0 ? (
        <div className="empty">
          <p>{t('money.noPayouts')}</p>
        </div>
      ) : (
        <div className="table-wrap">
          <table className="data-table">
            <caption className="sr-only">{t('money.payouts')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('payments.date')}</th>
                <th scope="col">{t('payments.job')}</th>
                <th scope="col">{t('payments.amount')}</th>
                <th scope="col">{t('payments.bank')}</th>
                <th scope="col">{t('payments.status')}</th>
              </tr>
            </thead>
            <tbody>
              {w.payouts.map((p) => (
                <tr key={p.id}>
                  <td data-label={t('payments.date')}>{date(p.paid_at ?? p.created_at, locale)}</td>
                  <td data-label={t('payments.job')}>
                    {p.application_id ? <Link to={`/freelancer/hires/${p.application_id}`}>{p.job_title}</Link> : p.job_title}
                  </td>
                  <td data-label={t('payments.amount')}>{formatMinor(p.amount_minor, p.currency, locale)}</td>
                  <td data-label={t('payments.bank')}>{[p.bank_name, p.account_number ? `····${p.account_number.slice(-4)}` : null].filter(Boolean).join(' ')}</td>
                  <td data-label={t('payments.status')}>
                    <span className={`pill pill-pay-${p.status}`}>{t(`payStatus.${p.status}`)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
