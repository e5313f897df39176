import { expect, signIn, test } from './support/admin';

test('the superadmin approves a pending application', async ({ page }) => {
  await signIn(page);
  await page.getByRole('menuitem', { name: 'Job applications' }).click();
  await expect(page).toHaveURL('/admin/jobapplication');

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Pending' }).click();
  const row = page.locator('tbody tr').first();
  await expect(row).toContainText('Pending');
  const id = (await row.locator('td').nth(1).innerText()).trim();

  await row.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Application approved')).toBeVisible();
  // It leaves the pending list, and its page says approved.
  await expect(page.locator('tbody tr').filter({ has: page.locator('td', { hasText: new RegExp(`^${id}$`) }) })).toHaveCount(0);
  await page.goto(`/admin/jobapplication/${id}/show`);
  await expect(page.locator('[data-status="approved"]')).toHaveText('Approved');
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
});
