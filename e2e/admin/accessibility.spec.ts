/**
 * axe on every back-office page in English: the dashboard, every resource's list and its first
 * record, and the create forms with a rich-text editor, at 1280 px. The bar is the site's: no
 * serious or critical finding (docs/back-office.md "Accessibility"). The French walk
 * (french.spec.ts) checks the same pages at 360 px in French. Read-only.
 */
import { ADMIN_RESOURCES } from '@gigmarket/shared';
import { RESOURCE_PATHS } from '../../admin/src/routes';
import { expect, moveInApp, openInApp, signIn, test } from './support/admin';
import { checkAccessibility } from './support/axe';

/** The walk in parts, each signed in on its own, so the parts spread over the shard's workers. */
const PARTS = 8;
const partOf = (index: number) => ADMIN_RESOURCES.filter((_, position) => Math.floor((position * PARTS) / ADMIN_RESOURCES.length) === index);

for (let part = 0; part < PARTS; part++) {
  test(`every back-office page has no serious or critical axe finding, part ${part + 1} of ${PARTS}`, async ({ page }) => {
    test.setTimeout(480_000);
    await signIn(page);
    const found: Record<string, unknown> = {};
    if (part === 0) {
      // Where signing in lands.
      await expect(page.locator('[data-testid="chart-users"] canvas')).toBeVisible();
      await checkAccessibility(page, '/admin/dashboard', found);
    }
    for (const rest of partOf(part)) {
      const path = `/${RESOURCE_PATHS[rest]}`;
      // Within the app, as its menu opens a page: the app loads once a part, not once a page.
      await openInApp(page, path);
      await expect(page.getByRole('main')).toBeVisible();
      await checkAccessibility(page, path, found);
      // The first record, where the list opens one (react-admin marks the rows that do).
      const row = page.locator('tbody tr.RaDatagrid-clickableRow').first();
      if (rest !== 'adminsettings' && (await row.count())) {
        await moveInApp(page, () => row.locator('td').nth(1).click());
        expect(new URL(page.url()).pathname).not.toBe(path);
        await checkAccessibility(page, `${path} (first record)`, found);
      }
    }
    if (part === PARTS - 1) {
      for (const path of ['/admin/posts/create', '/admin/custom-messages/create']) {
        await page.goto(path);
        await expect(page.locator('.ProseMirror').first()).toBeVisible({ timeout: 30_000 });
        await checkAccessibility(page, path, found);
      }
    }
    expect(found).toEqual({});
  });
}
