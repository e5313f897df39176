import type { MarketplaceHealth } from '../providers/dataProvider';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore, testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../i18n/i18nProvider';
import type { CurrentUser } from '../providers/token';
import { MODERATOR, settled, SUPERADMIN, TestAdmin } from '../test/utils';
import { ageParts, daysBefore, HealthSection, lagosMonthStart } from './HealthSection';

const AS_OF = '2026-11-23T12:00:00.000Z';

function health(overrides: Partial<MarketplaceHealth> = {}): MarketplaceHealth {
  return {
    currency: 'NGN',
    as_of: AS_OF,
    escrow_minor: 2500000,
    payouts_waiting: { count: 3, amount_minor: 4500050 },
    payouts_failed: { count: 1, amount_minor: 1218000 },
    revenue_month_minor: 90000,
    gateway_costs_month_minor: 18270,
    disputes_open: { count: 2, oldest_at: '2026-11-20T09:00:00.000Z' },
    no_shows_open: { count: 1, oldest_at: '2026-11-23T07:30:00.000Z' },
    jobs_filled_share: 0.625,
    median_fill_hours: 5.5,
    alerts_sent_7d: 1234,
    ussd_sessions_7d: 41,
    ...overrides,
  };
}

function renderHealth(dashboardHealth: () => Promise<MarketplaceHealth>, { user = SUPERADMIN, locale = 'en' }: { user?: CurrentUser; locale?: string } = {}) {
  const spy = vi.fn(dashboardHealth);
  render(
    <TestAdmin dataProvider={testDataProvider({ dashboardHealth: spy } as never)} user={user} store={memoryStore({ locale })}>
      <HealthSection />
    </TestAdmin>,
  );
  return spy;
}

const tile = (key: string) => screen.getByTestId(`health-${key}`);
const href = (key: string) => decodeURIComponent(within(tile(key)).getByRole('link').getAttribute('href')!);

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

describe('Marketplace health', () => {
  it('shows a loading state, then every figure in words and money', async () => {
    let answer: (value: MarketplaceHealth) => void = () => undefined;
    renderHealth(() => new Promise((resolve) => (answer = resolve)));
    expect(await screen.findByRole('progressbar', { name: 'Loading marketplace health' })).toBeInTheDocument();
    answer(health());

    const section = await screen.findByRole('region', { name: 'Marketplace health' });
    expect(await within(section).findByTestId('health-escrow')).toHaveTextContent('Held in escrow₦25,000');
    expect(tile('payouts_waiting')).toHaveTextContent('Payouts waiting3₦45,000.50');
    expect(tile('payouts_failed')).toHaveTextContent('Payouts failed or reversed1₦12,180');
    expect(tile('revenue_month')).toHaveTextContent('Revenue this month₦900');
    expect(tile('gateway_costs_month')).toHaveTextContent('Gateway costs this month₦182.70');
    expect(tile('disputes_open')).toHaveTextContent('Open disputes2oldest 3 days');
    expect(tile('no_shows_open')).toHaveTextContent('No-shows awaiting a decision1oldest 4 hours');
    expect(tile('jobs_filled')).toHaveTextContent('Jobs filled63%last 30 days');
    expect(tile('median_fill')).toHaveTextContent('Median time to fill a job5.5 h');
    expect(tile('alerts_7d')).toHaveTextContent('Alerts sent, last 7 days1,234');
    expect(tile('ussd_7d')).toHaveTextContent('USSD sessions, last 7 days41');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('links each figure to the list behind it, filtered', async () => {
    renderHealth(async () => health());
    await screen.findByTestId('health-escrow');
    expect(href('escrow')).toBe('/admin/ledger?filter={"q":"escrow:"}');
    expect(href('revenue_month')).toBe(
      '/admin/ledger?filter={"account_code":"platform:revenue","created_at_gte":"2026-11-01T00:00:00+01:00"}&displayedFilters={"created_at_gte":true}',
    );
    expect(href('gateway_costs_month')).toContain('"account_code":"platform:gateway_costs"');
    expect(href('payouts_waiting')).toBe('/admin/payouts?filter={"status":["awaiting_account","pending"]}');
    expect(href('payouts_failed')).toBe('/admin/payouts?filter={"status":["failed","reversed"]}');
    expect(href('disputes_open')).toBe('/admin/disputes?filter={"status":"open"}');
    expect(href('no_shows_open')).toBe('/admin/reliability?filter={"kind":"no_show","status":["reported","contested"]}');
    expect(href('jobs_filled')).toBe(
      `/admin/listings?filter={"closed_reason":"filled","published_at_gte":"${daysBefore(AS_OF, 30)}"}&displayedFilters={"closed_reason":true,"published_at_gte":true}`,
    );
    expect(href('median_fill')).toContain('"filled_at_gte"');
    expect(href('alerts_7d')).toBe('/admin/savedsearches');
    expect(href('ussd_7d')).toBe(`/admin/ussd-sessions?filter={"started_at_gte":"${daysBefore(AS_OF, 7)}"}`);
  });

  it('leaves out the figures the admin may not see, and links only to lists they may open', async () => {
    const moderator = { ...MODERATOR, permissions: ['listings.list', 'disputes.list'] };
    renderHealth(
      async () =>
        health({
          escrow_minor: null,
          payouts_waiting: null,
          payouts_failed: null,
          revenue_month_minor: null,
          gateway_costs_month_minor: null,
          no_shows_open: null,
          alerts_sent_7d: null,
          ussd_sessions_7d: null,
          disputes_open: { count: 0, oldest_at: null },
        }),
      { user: moderator },
    );
    expect(await screen.findByTestId('health-jobs_filled')).toBeInTheDocument();
    expect(screen.getAllByTestId(/^health-/).map((element) => element.dataset.testid)).toEqual([
      'health-disputes_open',
      'health-jobs_filled',
      'health-median_fill',
    ]);
    // Nothing waiting: no age.
    expect(tile('disputes_open')).toHaveTextContent(/^Open disputes0$/);
    expect(await within(tile('jobs_filled')).findByRole('link')).toBeInTheDocument();
  });

  it('shows nothing when every figure is hidden from the admin', async () => {
    const empty = health();
    for (const key of Object.keys(empty) as (keyof MarketplaceHealth)[]) if (key !== 'currency' && key !== 'as_of') (empty as unknown as Record<string, unknown>)[key] = null;
    const spy = renderHealth(async () => empty, { user: MODERATOR });
    await vi.waitFor(() => expect(spy).toHaveBeenCalled());
    await settled();
    expect(screen.queryByRole('region', { name: 'Marketplace health' })).not.toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    const spy = renderHealth(async () => {
      if (fail) throw new Error('Service unavailable');
      return health();
    });
    expect(await screen.findByText('Marketplace health could not be loaded: Service unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('health-escrow')).toBeInTheDocument();
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('speaks French, money included', async () => {
    await i18nProvider.changeLocale('fr');
    renderHealth(async () => health(), { locale: 'fr' });
    expect(await screen.findByRole('region', { name: 'Santé de la place de marché' })).toBeInTheDocument();
    expect(await screen.findByTestId('health-escrow')).toHaveTextContent('Sous séquestre25 000 ₦'); // (toHaveTextContent folds the no-break spaces)
    expect(tile('disputes_open')).toHaveTextContent('le plus ancien : 3 jours');
    expect(tile('payouts_waiting')).toHaveTextContent('45 000,50 ₦');
    expect(tile('median_fill')).toHaveTextContent('5,5 h');
  });
});

describe('health helpers', () => {
  it('ages in days, else hours, else minutes', () => {
    expect(ageParts('2026-11-20T09:00:00Z', AS_OF)).toEqual({ unit: 'days', count: 3 });
    expect(ageParts('2026-11-23T07:30:00Z', AS_OF)).toEqual({ unit: 'hours', count: 4 });
    expect(ageParts('2026-11-23T11:58:00Z', AS_OF)).toEqual({ unit: 'minutes', count: 2 });
    expect(ageParts('not a date', AS_OF)).toBeNull();
  });

  it("starts the month in Lagos, as the API's monthly figures do", () => {
    expect(lagosMonthStart('2026-11-23T12:00:00Z')).toBe('2026-11-01T00:00:00+01:00');
    // 23:30 UTC on 30 November is already 1 December in Lagos.
    expect(lagosMonthStart('2026-11-30T23:30:00Z')).toBe('2026-12-01T00:00:00+01:00');
  });
});
