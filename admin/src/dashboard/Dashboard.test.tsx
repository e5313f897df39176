import { render, screen, within } from '@testing-library/react';
import { Notification, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardData } from '../providers/dataProvider';
import { TestAdmin } from '../test/utils';
import { Dashboard } from './Dashboard';

// chart.js needs a canvas, which jsdom lacks: the charts stand in as labelled boxes.
vi.mock('./ListingsChart', () => ({
  default: ({ labels }: { labels: string[] }) => <div role="img" aria-label="listings chart">{labels.join(',')}</div>,
}));
vi.mock('./UsersChart', () => ({
  default: ({ labels }: { labels: string[] }) => <div role="img" aria-label="users chart">{labels.join(',')}</div>,
}));

const months = ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];

function data(overrides: Partial<DashboardData> = {}): DashboardData {
  return {
    totalListing: 200,
    open: 127,
    closed: 47,
    joined: 66,
    currency: 'NGN',
    amountSpent: '1280500.00',
    totalConnection: 61,
    freelancer: 20,
    employer: 5,
    months: ['Dec', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'],
    monthKeys: months,
    openChat: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
    closedChat: Array(12).fill(1),
    employerChat: Array(12).fill(0),
    freelancerChat: Array(12).fill(2),
    ussdDays: [],
    ussdSessions: [],
    ussdActions: [],
    recentListing: [
      {
        id: 9,
        job_title: 'Fix leaking sink',
        status: 'open',
        currency: 'NGN',
        min_amount: '11000.00',
        category: { category_name: 'Repairs' },
        user: { profile: { company_name: 'Adeyemi Homes' } },
        created_at: '2026-11-20T10:00:00.000Z',
      },
      {
        id: 8,
        job_title: 'Logo design',
        status: 'closed',
        currency: 'NGN',
        min_amount: '40500.00',
        category: { category_name: 'Creative' },
        user: { profile: null },
        created_at: '2026-11-18T10:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

function renderDashboard(getDashboard: () => Promise<DashboardData>) {
  const dashboardHealth = async () => ({
    currency: 'NGN',
    as_of: '2026-11-23T12:00:00.000Z',
    escrow_minor: 2500000,
    payouts_waiting: null,
    payouts_failed: null,
    revenue_month_minor: null,
    gateway_costs_month_minor: null,
    disputes_open: { count: 1, oldest_at: '2026-11-20T12:00:00.000Z' },
    no_shows_open: null,
    jobs_filled_share: null,
    median_fill_hours: null,
    alerts_sent_7d: null,
    ussd_sessions_7d: null,
  });
  const jobSources = async () => ({ since: '2026-10-31', days: 30, by_source: [], top_jobs: [] });
  const dataProvider = testDataProvider({ getDashboard, dashboardHealth, jobSources } as never);
  return render(
    <TestAdmin dataProvider={dataProvider}>
      <Dashboard />
      <Notification />
    </TestAdmin>,
  );
}

describe('Dashboard', () => {
  it('shows a loader, then the eight figures, both charts and the recent jobs', async () => {
    renderDashboard(async () => data());
    expect(screen.getByRole('progressbar', { name: 'Loading the dashboard' })).toBeInTheDocument();

    expect(await screen.findByText('Total listings')).toBeInTheDocument();
    for (const [title, value] of [
      ['Open', '127'],
      ['Closed', '47'],
      ['Active (joined)', '66'],
      ['Total connections', '61'],
      ['Freelancers', '20'],
      ['Employers', '5'],
    ]) {
      const card = screen.getByText(title, { selector: 'p' }).closest('[data-testid^="stat-"]') as HTMLElement;
      expect(within(card).getByText(value)).toBeInTheDocument();
    }
    expect(screen.getByTestId('stat-amountSpent')).toHaveTextContent('₦1,280,500');
    expect(screen.getAllByTestId(/^stat-/)).toHaveLength(8);
    // Marketplace health sits beside the spec's cards.
    const health = await screen.findByRole('region', { name: 'Marketplace health' });
    expect(await within(health).findByText('₦25,000')).toBeInTheDocument();
    expect(within(health).getByText('oldest 3 days')).toBeInTheDocument();

    const listings = await screen.findByRole('img', { name: 'listings chart' });
    expect(listings.textContent!.split(',')).toHaveLength(12);
    expect(listings).toHaveTextContent('Oct');
    expect(await screen.findByRole('img', { name: 'users chart' })).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Recent Jobs' });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[0]).getByText('S/N')).toBeInTheDocument();
    expect(within(rows[1]).getAllByRole('cell')[0]).toHaveTextContent('1');
    expect(rows[1]).toHaveTextContent('Fix leaking sink');
    expect(rows[1]).toHaveTextContent('Repairs');
    expect(rows[1]).toHaveTextContent('Adeyemi Homes');
    expect(rows[1]).toHaveTextContent('₦11,000');
    expect(within(rows[1]).getByText('Open')).toBeInTheDocument();
    expect(within(rows[2]).getAllByRole('cell')[0]).toHaveTextContent('2');
    expect(within(rows[2]).getByText('Closed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/admin/listings');
    expect(screen.queryByText('No records found')).not.toBeInTheDocument();
  });

  it('says "No records found" when there are no recent jobs', async () => {
    renderDashboard(async () => data({ recentListing: [] }));
    expect(await screen.findByText('No records found')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Recent Jobs' })).not.toBeInTheDocument();
  });

  it('shows the notice "Data Error" when the dashboard cannot load', async () => {
    renderDashboard(async () => {
      throw new Error('boom');
    });
    expect(await screen.findByText(/Data Error: boom/)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading the dashboard' })).not.toBeInTheDocument();
  });
});
