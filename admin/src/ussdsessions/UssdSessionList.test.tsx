import { render, screen, within } from '@testing-library/react';
import { ResourceContextProvider, testDataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { SUPERADMIN, TestAdmin } from '../test/utils';
import UssdSessionList from './UssdSessionList';

const rows = [
  {
    id: 7,
    gateway: 'africastalking',
    session_id: 'ATUid_1',
    phone: '08032000018',
    user_id: 5,
    user_name: 'Chidi Okafor',
    network: '62130',
    language: 'en',
    hops: 7,
    duration_seconds: 42,
    outcome: 'applied',
    last_screen: 'Applied for Paint a fence.',
    started_at: '2026-11-22T10:00:00Z',
    updated_at: '2026-11-22T10:00:42Z',
  },
  {
    id: 8,
    gateway: 'hubtel',
    session_id: 'h-2',
    phone: '08099999981',
    user_id: null,
    user_name: null,
    network: 'mtn',
    language: 'fr',
    hops: 2,
    duration_seconds: 9,
    outcome: null,
    last_screen: 'Votre prénom:',
    started_at: '2026-11-22T11:00:00Z',
    updated_at: '2026-11-22T11:00:09Z',
  },
];

describe('UssdSessionList', () => {
  it('lists phone, user, network, hops, duration and outcome (or that it only browsed), read-only, with an outcome filter', async () => {
    const getList = vi.fn(async () => ({ data: rows, total: rows.length }));
    render(
      <TestAdmin dataProvider={testDataProvider({ getList } as never)} user={SUPERADMIN} path="/admin/ussd-sessions">
        <ResourceContextProvider value="admin/ussd-sessions">
          <UssdSessionList />
        </ResourceContextProvider>
      </TestAdmin>,
    );
    const row = (await screen.findByText('08032000018')).closest('tr')!;
    expect(within(row).getByText('Chidi Okafor')).toBeInTheDocument();
    expect(within(row).getByText('Applied')).toBeInTheDocument();
    expect(within(row).getByText('42')).toBeInTheDocument();
    expect(within(row).getByText('62130')).toBeInTheDocument();
    // A session that only browsed says so, rather than an empty outcome.
    const browsing = screen.getByText('08099999981').closest('tr')!;
    expect(within(browsing).getByText('Browsed only')).toBeInTheDocument();
    expect(screen.getAllByLabelText('Outcome').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /create|delete/i })).not.toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith(
      'admin/ussd-sessions',
      expect.objectContaining({ sort: { field: 'started_at', order: 'DESC' } }),
    );
  });
});
