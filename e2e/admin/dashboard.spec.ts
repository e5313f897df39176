import { expect, signIn, test } from './support/admin';

test('the superadmin signs in and sees the eight figures, both charts and the recent jobs', async ({ page }) => {
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL('/login');
  await page.getByLabel('Email').fill('admin@gigmarket.test');
  await page.getByRole('textbox', { name: 'Password' }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid login credentials')).toBeVisible();

  await signIn(page);
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toContainText('Dashboard');
  await expect(page.getByTestId('identity-name')).toHaveText('Super Admin');
  await expect(page.getByTestId('identity-email')).toHaveText('admin@gigmarket.test');

  for (const title of [
    'Total listings',
    'Open',
    'Closed',
    'Active (joined)',
    'Amount spent',
    'Total connections',
    'Freelancers',
    'Employers',
  ]) {
    await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  }
  await expect(page.locator('[data-testid^="stat-"]')).toHaveCount(8);
  await expect(page.getByTestId('stat-totalListing')).toContainText(/\d+/);
  // One money format everywhere (formatMoney of @gigmarket/shared): "₦1,074,935.75", no "NGN 1,074,935.75".
  await expect(page.getByTestId('stat-amountSpent')).toContainText(/^Amount spent₦[\d,]+(\.\d{2})?$/);

  // Two charts side by side, drawn by chart.js on canvases.
  const listingsChart = page.getByTestId('chart-listings');
  const usersChart = page.getByTestId('chart-users');
  await expect(listingsChart.locator('canvas')).toBeVisible();
  await expect(usersChart.locator('canvas')).toBeVisible();
  const [left, right] = [await listingsChart.boundingBox(), await usersChart.boundingBox()];
  expect(left && right && Math.abs(left.y - right.y) < 2 && left.x < right.x).toBe(true);

  const recent = page.getByRole('table', { name: 'Recent Jobs' });
  await expect(recent.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('1');
  await expect(recent.getByRole('row').nth(1)).toContainText(/₦[\d,]+/);
  await page.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL('/admin/listings');
});
