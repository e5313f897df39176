import { Link } from 'react-router';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { requireUserType } from '~/utils/auth.server';
import { date } from '~/utils/format';
import type { Hire, Payment } from '~/utils/hires';
import { useTranslation } from '~/utils/i18n';
import { authed, must, pathId } from '~/utils/market.server';
import { formatMinor } from '~/utils/money';
import type { Route } from './+types/payment';
import type { ApiSchemas } from '~/utils/api-schemas';

type ReceiptData = ApiSchemas['ReceiptDto'];

export const handle = { titleKey: 'payments.receipt' };

/** A printable receipt: GET /api/employer/payments/:id, and the hire (GET /api/hires/:id) for the company name. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUserType(request, 'employer');
  const payment = await must<Payment>(request, `/employer/payments/${pathId(params.id)}`);
  const [hire, receipt] = await Promise.all([
    payment.application_id ? authed<Hire>(request, `/hires/${payment.application_id}`) : null,
    // The numbered receipt of a successful payment (docs/tax-and-statements.md), read from the ledger.
    payment.type === 'charge' && payment.status === 'success' ? authed<ReceiptData>(request, `/employer/payments/${payment.id}/receipt`) : null,
  ]);
  return {
    payment,
    company: hire?.ok ? (hire.body.data?.employer.company_name ?? hire.body.data?.employer.name ?? null) : null,
    receipt: receipt?.ok ? (receipt.body.data ?? null) : null,
  };
}

export default function Receipt({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const { payment: p, company, receipt } = loaderData;
  const m = (v: number | null | undefined) => formatMinor(v ?? null, p.currency, locale);
  const rows: Array<[string, string | null]> = [
    ['payments.reference', p.reference],
    ['payments.date', date(p.paid_at ?? p.created_at, locale)],
    ['payments.company', company],
    ['payments.job', p.job_title],
    ['payments.type', t(`payType.${p.type}`)],
    ['payments.amount', m(p.amount_minor)],
    ['payments.fee', p.type === 'charge' ? m(p.fee_minor) : null],
    ['payments.total', p.type === 'charge' ? m(p.total_minor) : m(p.amount_minor)],
    ['payments.status', t(`payStatus.${p.status}`)],
    ['tax.receiptNumber', receipt?.number_text ?? null],
    ['tax.refunded', receipt && receipt.refunded_minor > 0 ? m(receipt.refunded_minor) : null],
    ['tax.payerTaxId', receipt ? (receipt.payer.tax_id ?? t('tax.none')) : null],
    ['tax.issuedBy', receipt ? `${receipt.platform.name}, ${receipt.platform.address} · ${receipt.platform.rc_number} · ${t('tax.taxIdLabel')} ${receipt.platform.tax_id}` : null],
  ];
  return (
    <main id="main" className="content receipt">
      <p className="no-print">
        <Link to="/employer/payments">← {t('payments.back')}</Link>
      </p>
      <h1>{t('payments.receiptHeading', { reference: p.reference })}</h1>
      <dl className="amounts">
        {rows
          .filter(([, v]) => v !== null && v !== '')
          .map(([k, v]) => (
            <div key={k} className={k === 'payments.total' ? 'amount-total' : undefined}>
              <dt>{t(k)}</dt>
              <dd>{v}</dd>
            </div>
          ))}
      </dl>
      <p className="no-print actions-row">
        {receipt ? (
          <a className="btn btn-primary" href={`/employer/payments/${p.id}/receipt/pdf`} download>
            {t('tax.downloadPdf')}
          </a>
        ) : null}{' '}
        <button type="button" className="btn btn-secondary" onClick={() => window.print()}>
          {t('payments.print')}
        </button>
      </p>
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
