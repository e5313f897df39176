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

test('the dashboard draws without moving: its layout shift stays under 0.1 at 1280 and 360 px', async ({ page }) => {
  await signIn(page);
  // Every layout shift not caused by input, from the page's first paint (Lighthouse's CLS, summed).
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.goto('/admin/dashboard');
    // Drawn in full: the charts, the health tiles and the recent jobs.
    await expect(page.locator('[data-testid="chart-users"] canvas')).toBeVisible();
    await expect(page.getByTestId('health-escrow')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Recent Jobs' }).getByRole('row').nth(1)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
    expect(shift, `layout shift at ${width}px`).toBeLessThan(0.1);
  }
});
