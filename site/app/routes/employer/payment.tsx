import { Link } from 'react-router';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { requireUserType } from '~/utils/auth.server';
import { date } from '~/utils/format';
import type { Hire, Payment } from '~/utils/hires';
import { useTranslation } from '~/utils/i18n';
import { authed, must, pathId } from '~/utils/market.server';
import { formatMinor } from '~/utils/money';
import type { Route } from './+types/payment';

export const handle = { titleKey: 'payments.receipt' };

/** A printable receipt: GET /api/employer/payments/:id, and the hire (GET /api/hires/:id) for the company name. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireUserType(request, 'employer');
  const payment = await must<Payment>(request, `/employer/payments/${pathId(params.id)}`);
  const hire = payment.application_id ? await authed<Hire>(request, `/hires/${payment.application_id}`) : null;
  return { payment, company: hire?.ok ? (hire.body.data?.employer.company_name ?? hire.body.data?.employer.name ?? null) : null };
}

export default function Receipt({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const { payment: p, company } = loaderData;
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
      <p className="no-print">
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
