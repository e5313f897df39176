import { MODERATOR, expect, menuEntries, signIn, test, sidebar } from './support/admin';

/**
 * "Name (Company)": one of the seed's employers (api/src/seed/demo-data.ts), or the
 * "<First> Journey (<First> & Co)" of a site journey that ran before and posted the newest job.
 */
const EMPLOYER_LABEL = /^((Chinedu Okafor|Aisha Bello|Tunde Adeyemi|Ngozi Eze|Emeka Nwosu)|[A-Z][a-z]+ Journey) \(.+\)$/;

test('the limited admin sees only the entries of the role and the no-permission page elsewhere', async ({ page }) => {
  // Eight pages, each drawn in full: more than the default minute on a busy machine.
  test.setTimeout(120_000);
  await signIn(page, MODERATOR);
  await expect(page.getByTestId('identity-email')).toHaveText('moderator@gigmarket.test');
  expect(await menuEntries(page)).toEqual([
    'Dashboard',
    'Categories',
    'Listings',
    'Job applications',
    'Posts',
    'Transactions',
    // ... reads the search dictionary (docs/search.md "The dictionary") ...
    'Search synonyms',
    // The seed's Moderator also works the queue of reported jobs and reads identity checks (docs/trust.md).
    'Reported jobs',
    'Identity checks',
  ]);
  await expect(sidebar(page).getByRole('link', { name: 'Users' })).toHaveCount(0);

  for (const [path, page_] of [
    ['/admin/manage/users', 'Users'],
    ['/admin/manage/users/roles', 'Roles'],
    ['/admin/countries', 'Countries'],
    ['/admin/adminsettings', 'Admin settings'],
    ['/admin/categories/create', 'Categories'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('alert').filter({ hasText: 'permission' })).toHaveText(
      `You do not have permission to access '${page_}' page`,
    );
  }

  // What the role allows still works: listings can be read and edited, not deleted.
  await page.goto('/admin/listings');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  // Users are the superadmin's, yet each listing names its employer (and company), not `#12`.
  const employer = page.locator('tbody tr').first().locator('td.column-user_id');
  await expect(employer).toHaveText(EMPLOYER_LABEL);
  await expect(employer.getByRole('link')).toHaveCount(0);
  await expect(page.locator('tbody td.column-user_id').filter({ hasText: /#\d+/ })).toHaveCount(0);
  await page.locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/admin\/listings\/\d+\/show$/);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Job title')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

test('the limited admin reads the search dictionary and cannot change it', async ({ page }) => {
  await signIn(page, MODERATOR);
  await page.goto('/admin/synonyms');
  const first = page.locator('tbody tr').first();
  await expect(first.locator('td.column-terms_en li').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);
  await first.locator('td.column-id').click();
  await expect(page).toHaveURL(/\/admin\/synonyms\/\d+\/show$/);
  await expect(page.locator('.ra-field-terms_en li').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  for (const path of [page.url().replace(/\/show$/, ''), '/admin/synonyms/create']) {
    await page.goto(path);
    await expect(page.getByRole('alert').filter({ hasText: 'permission' })).toHaveText("You do not have permission to access 'Search synonyms' page");
  }
});
