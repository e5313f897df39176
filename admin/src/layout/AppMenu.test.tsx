import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MODERATOR, SUPERADMIN, TestAdmin } from '../test/utils';
import { AppMenu } from './AppMenu';

async function menuEntries(user = SUPERADMIN) {
  render(
    <TestAdmin user={user}>
      <AppMenu />
    </TestAdmin>,
  );
  const menu = await screen.findByRole('navigation', { name: 'Main menu' });
  await within(menu).findByText('Categories');
  return within(menu)
    .getAllByRole('link')
    .map((item) => item.textContent);
}

describe('AppMenu', () => {
  it('lists the areas in the spec order, then the users group, for the superadmin', async () => {
    const entries = await menuEntries(SUPERADMIN);
    expect(entries.slice(0, 17)).toEqual([
      'Dashboard',
      'Categories',
      'Listings',
      'Job applications',
      'Posts',
      'Transactions',
      'Countries',
      'Industries',
      'Skills',
      'Notifications',
      'Job types',
      'Popular searches',
      'Search synonyms',
      'Bookmarks',
      'States',
      'Local government areas',
      'Admin settings',
    ]);
    expect(entries).toContain('Users');
    expect(entries).toContain('Roles');
    expect(screen.getByRole('link', { name: 'Roles' })).toHaveAttribute('href', '/admin/manage/users/roles');
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveAttribute('href', '/admin/custom-messages');
  });

  it('groups the money screens under "Money" for whoever may list them', async () => {
    const entries = await menuEntries(SUPERADMIN);
    const money = entries.indexOf('Ledger');
    expect(entries.slice(money, money + 5)).toEqual(['Ledger', 'Payouts', 'Refunds', 'Disputes', 'Reconciliation']);
    expect(screen.getByText('Money')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ledger' })).toHaveAttribute('href', '/admin/ledger');
    expect(screen.getByRole('link', { name: 'Payouts' })).toHaveAttribute('href', '/admin/payouts');
    expect(screen.getByRole('link', { name: 'Refunds' })).toHaveAttribute('href', '/admin/refunds');
    expect(screen.getByRole('link', { name: 'Disputes' })).toHaveAttribute('href', '/admin/disputes');
    expect(screen.getByRole('link', { name: 'Reconciliation' })).toHaveAttribute('href', '/admin/reconciliation');
  });

  it('groups ratings and reliability under "Trust"', async () => {
    const entries = await menuEntries(SUPERADMIN);
    const trust = entries.indexOf('Ratings');
    expect(entries.slice(trust, trust + 2)).toEqual(['Ratings', 'Reliability']);
    expect(trust).toBeGreaterThan(entries.indexOf('Reconciliation'));
    expect(screen.getByText('Trust')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ratings' })).toHaveAttribute('href', '/admin/ratings');
    expect(screen.getByRole('link', { name: 'Reliability' })).toHaveAttribute('href', '/admin/reliability');
  });

  it('shows the trust group only to admins whose role lists it', async () => {
    const entries = await menuEntries({ ...MODERATOR, permissions: [...MODERATOR.permissions, 'ratings.list'] });
    expect(entries).toContain('Ratings');
    expect(entries).not.toContain('Reliability');
    expect(screen.getByText('Trust')).toBeInTheDocument();
  });

  it('shows an admin only the money entries their role lists', async () => {
    const entries = await menuEntries({ ...MODERATOR, permissions: [...MODERATOR.permissions, 'disputes.list', 'payouts.show'] });
    expect(entries).toContain('Disputes');
    expect(entries).not.toContain('Payouts');
    expect(entries).not.toContain('Refunds');
    expect(entries).not.toContain('Ledger');
    expect(screen.getByText('Money')).toBeInTheDocument();
  });

  it('shows the search synonyms to an admin whose role lists them, in the main group', async () => {
    const entries = await menuEntries({ ...MODERATOR, permissions: [...MODERATOR.permissions, 'synonyms.list', 'synonyms.show'] });
    expect(entries).toEqual(['Dashboard', 'Categories', 'Listings', 'Job applications', 'Posts', 'Transactions', 'Search synonyms']);
    expect(screen.getByRole('link', { name: 'Search synonyms' })).toHaveAttribute('href', '/admin/synonyms');
  });

  it('shows a limited admin only the entries of the role, and no users group', async () => {
    const entries = await menuEntries(MODERATOR);
    expect(entries).toEqual(['Dashboard', 'Categories', 'Listings', 'Job applications', 'Posts', 'Transactions']);
    expect(screen.queryByText('Users')).not.toBeInTheDocument();
    expect(screen.queryByText('Money')).not.toBeInTheDocument();
    expect(screen.queryByText('Trust')).not.toBeInTheDocument();
  });
});
