import { expect, sidebar, signIn, test } from './support/admin';

test('the superadmin creates, edits and deletes a category', async ({ page }) => {
  // A create, an edit and a delete, each back on the list: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  const name = `E2E Gardening ${Date.now()}`;
  await signIn(page);
  await sidebar(page).getByRole('link', { name: 'Categories', exact: true }).click();
  await expect(page).toHaveURL('/admin/categories');

  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL('/admin/categories/create');
  await page.getByLabel('Description').fill('Lawns, hedges and flower beds');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Required').first()).toBeVisible();
  await page.getByRole('textbox', { name: /^Name\b/ }).fill(name);
  await page.getByLabel('French name').fill(`Jardinage E2E ${name.slice(-13)}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL('/admin/categories');

  await page.getByPlaceholder('Search').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Active');
  await row.click();
  await expect(page).toHaveURL(/\/admin\/categories\/\d+\/show$/);
  await expect(page.getByText('Lawns, hedges and flower beds')).toBeVisible();
  // The French name the site shows French readers (docs/i18n.md "Reference data in French").
  await expect(page.getByText(`Jardinage E2E ${name.slice(-13)}`)).toBeVisible();

  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: /^Name\b/ }).fill(`${name} and landscaping`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/admin\/categories(\?.*)?$/);
  await expect(page.getByText('Element updated')).toBeVisible();
  const renamed = page.getByRole('row').filter({ hasText: `${name} and landscaping` });
  await expect(renamed).toHaveCount(1);

  await renamed.click();
  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/admin\/categories/);
  await expect(page.getByText('Element deleted')).toBeVisible();
  await page.getByPlaceholder('Search').fill(name);
  await expect(page.getByText('No Categories found using the current filters.')).toBeVisible();
});
