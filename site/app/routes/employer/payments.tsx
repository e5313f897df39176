import { Link, useNavigation } from 'react-router';
import { GeneralErrorBoundary } from '~/components/error-boundary';
import { Pager } from '~/components/pager';
import { requireUserType } from '~/utils/auth.server';
import { date } from '~/utils/format';
import type { Payment } from '~/utils/hires';
import { useTranslation } from '~/utils/i18n';
import { must, type Page } from '~/utils/market.server';
import { formatMinor } from '~/utils/money';
import type { Route } from './+types/payments';

export const handle = { titleKey: 'payments.title' };

/** GET /api/employer/payments?page=&per_page=20: charges and refunds. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUserType(request, 'employer');
  const page = Math.max(1, Number(new URL(request.url).searchParams.get('page')) || 1);
  const d = await must<Page<Payment>>(request, `/employer/payments?${new URLSearchParams({ page: String(page), per_page: '20' })}`);
  return { items: d.items, page: d.page || page, pages: Math.max(1, Math.ceil(d.total / (d.per_page || 20))) };
}

export default function Payments({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useTranslation();
  const nav = useNavigation();
  return (
    <main id="main" className="content" aria-busy={nav.state === 'loading' || undefined}>
      <h1>{t('payments.title')}</h1>
      {loaderData.items.length === 0 ? (
        <div className="empty">
          <p>{t('payments.empty')}</p>
          <Link to="/employer/hires" className="btn btn-primary">
            {t('hires.title')}
          </Link>
        </div>
      ) : (
        <div className="table-wrap">
          <table className="data-table">
            <caption className="sr-only">{t('payments.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('payments.date')}</th>
                <th scope="col">{t('payments.job')}</th>
                <th scope="col">{t('payments.type')}</th>
                <th scope="col">{t('payments.total')}</th>
                <th scope="col">{t('payments.status')}</th>
                <th scope="col">{t('payments.receipt')}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.items.map((p) => (
                <tr key={p.id}>
                  <td data-label={t('payments.date')}>{date(p.paid_at ?? p.created_at, locale)}</td>
                  <td data-label={t('payments.job')}>{p.job_title}</td>
                  <td data-label={t('payments.type')}>{t(`payType.${p.type}`)}</td>
                  <td data-label={t('payments.total')}>{formatMinor(p.type === 'charge' ? p.total_minor : p.amount_minor, p.currency, locale)}</td>
                  <td data-label={t('payments.status')}>
                    <span className={`pill pill-pay-${p.status}`}>{t(`payStatus.${p.status}`)}</span>
                  </td>
                  <td data-label={t('payments.receipt')}>
                    <Link to={`/employer/payments/${p.id}`} aria-label={t('payments.viewReceipt', { reference: p.reference })}>
                      {t('payments.receipt')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={loaderData.page} pages={loaderData.pages} />
    </main>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
