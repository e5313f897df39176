import { expect, sidebar, signIn, test } from './support/admin';

test('the superadmin filters listings by status and by text', async ({ page }) => {
  await signIn(page);
  await sidebar(page).getByRole('link', { name: 'Listings', exact: true }).click();
  await expect(page).toHaveURL('/admin/listings');
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Closed' }).click();
  await expect(page).toHaveURL(/filter=.*closed/);
  await expect(rows.first()).toContainText('Closed');
  for (const text of await rows.allInnerTexts()) expect(text).toContain('Closed');
  expect(await rows.allInnerTexts()).not.toContainEqual(expect.stringContaining('Open'));

  await page.getByPlaceholder('Search').fill('WAEC');
  await expect(page).toHaveURL(/WAEC/);
  await expect(rows.first()).toContainText('WAEC');
  for (const text of await rows.allInnerTexts()) {
    expect(text).toContain('WAEC');
    expect(text).toContain('Closed');
  }
  // The total follows the filter.
  await expect(page.getByText(/^1-\d+ of \d+$/)).toBeVisible();
});
