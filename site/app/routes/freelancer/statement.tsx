import { STATEMENT_PERIOD } from '@gigmarket/shared';
import { data, Link } from 'react-router';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import type { ApiSchemas } from '~/utils/api-schemas';
import { requireUserType } from '~/utils/auth.server';
import { date } from '~/utils/format';
import { useTranslation } from '~/utils/i18n';
import { must } from '~/utils/market.server';
import { formatMinor } from '~/utils/money';
import type { Route } from './+types/statement';

export const handle = { titleKey: 'tax.statementTitle' };

type Statement = ApiSchemas['StatementDto'];

/** A month's or year's earnings statement (GET /api/freelancer/statements/:period), from the ledger. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUserType(request, 'freelancer');
  if (!STATEMENT_PERIOD.test(params.period ?? '')) throw data(null, { status: 404, statusText: 'Not Found' });
  return { statement: await must<Statement>(request, `/freelancer/statements/${params.period}`) };
}

export default function StatementPage({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const s = loaderData.statement;
  const m = (v: number) => formatMinor(v, s.currency, locale);
  return (
    <main id="main" className="content">
      <p>
        <Link to="/freelancer/money">← {t('money.title')}</Link>
      </p>
      <h1>{t('tax.statementHeading', { period: s.period })}</h1>
      <p className="muted">
        {t('tax.taxIdLabel')}: {s.freelancer.tax_id ?? t('tax.none')} · {s.platform.name}
      </p>
      <dl className="amounts">
        <div>
          <dt>{t('tax.agreed')}</dt>
          <dd>{m(s.totals.agreed_minor)}</dd>
        </div>
        <div>
          <dt>{t('hires.commission')}</dt>
          <dd>{m(s.totals.commission_minor)}</dd>
        </div>
        <div>
          <dt>{t('tax.refunded')}</dt>
          <dd>{m(s.totals.refunded_minor)}</dd>
        </div>
        <div className="amount-total">
          <dt>{t('tax.net')}</dt>
          <dd>{m(s.totals.net_minor)}</dd>
        </div>
      </dl>
      <p>
        <a className="btn btn-primary" href={`/freelancer/statements/${s.period}/pdf`} download>
          {t('tax.downloadPdf')}
        </a>
      </p>
      {s.lines.length === 0 ? (
        <div className="empty">
          <p>{t('tax.noEarnings')}</p>
        </div>
      ) : (
        <div className="table-wrap">
          <table className="data-table">
            <caption className="sr-only">{t('tax.statementHeading', { period: s.period })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('payments.job')}</th>
                <th scope="col">{t('tax.agreed')}</th>
                <th scope="col">{t('hires.commission')}</th>
                <th scope="col">{t('tax.refunded')}</th>
                <th scope="col">{t('tax.net')}</th>
                <th scope="col">{t('tax.payout')}</th>
              </tr>
            </thead>
            <tbody>
              {s.lines.map((line) => (
                <tr key={line.application_id}>
                  <td data-label={t('payments.job')}>
                    <Link to={`/freelancer/hires/${line.application_id}`}>{line.job_title ?? `#${line.application_id}`}</Link>
                    <br />
                    <span className="muted">
                      {date(line.date, locale)} · {t(`tax.kind.${line.kind}`)}
                    </span>
                  </td>
                  <td data-label={t('tax.agreed')}>{m(line.agreed_minor)}</td>
                  <td data-label={t('hires.commission')}>{m(line.commission_minor)}</td>
                  <td data-label={t('tax.refunded')}>{m(line.refunded_minor)}</td>
                  <td data-label={t('tax.net')}>{m(line.net_minor)}</td>
                  <td data-label={t('tax.payout')}>
                    {line.payout?.paid_at ? `${date(line.payout.paid_at, locale)} · ${line.payout.reference ?? ''}` : t('tax.notPaidOut')}
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
