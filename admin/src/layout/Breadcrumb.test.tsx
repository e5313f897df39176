import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestAdmin } from '../test/utils';
import { Breadcrumb } from './Breadcrumb';

async function crumbs(path: string) {
  render(
    <TestAdmin path={path}>
      <Breadcrumb />
    </TestAdmin>,
  );
  const nav = await screen.findByRole('navigation', { name: 'breadcrumb' });
  return nav.textContent;
}

describe('Breadcrumb', () => {
  it('names the dashboard', async () => {
    expect(await crumbs('/admin/dashboard')).toBe('Home/Dashboard');
  });

  it('tells roles from users although both live under /admin/manage/users', async () => {
    expect(await crumbs('/admin/manage/users/roles/3')).toBe('Home/Roles/Edit #3');
  });

  it('puts the ledger accounts page under the ledger', async () => {
    expect(await crumbs('/admin/ledger/accounts')).toBe('Home/Ledger/Accounts and trial balance');
  });

  it('names the custom messages area and a show page', async () => {
    expect(await crumbs('/admin/custom-messages/12/show')).toBe('Home/Notifications/Show #12');
  });

  it('sets the page title from the last crumb', async () => {
    await crumbs('/account/change-password');
    expect(document.title).toBe('Change password · GigMarket Admin');
  });
});
