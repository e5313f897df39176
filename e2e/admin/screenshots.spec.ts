import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { MODERATOR, SCREENSHOTS, expect, signIn, test, sidebar } from './support/admin';

const WIDTHS = [360, 1280] as const;

/** No control of the top bar is cut off at its right edge (the bar itself does not scroll). */
async function expectTopBarFits(page: Page, where: string) {
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll('header button')]
      .filter((button) => button.getBoundingClientRect().right > document.documentElement.clientWidth)
      .map((button) => button.getAttribute('aria-label') || button.textContent),
  );
  expect(cut, `${where} cuts off the top bar`).toEqual([]);
}

async function shoot(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    // The page has laid out at the new width (and drawn a frame since), not a fixed pause.
    await page.waitForFunction((w) => document.documentElement.clientWidth <= w && new Promise((done) => requestAnimationFrame(() => done(true))), width);
    // Wide tables scroll inside their card; the page itself never scrolls sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
    await expectTopBarFits(page, `${name} at ${width}px`);
    await page.screenshot({ path: join(SCREENSHOTS, `admin-${name}-${width}.png`) });
  }
}

const PAGES = [
  ['/admin/dashboard', 'dashboard', '[data-testid="chart-users"] canvas'],
  ['/admin/listings', 'listings', 'tbody tr'],
  ['/admin/jobapplication', 'applications', 'tbody tr'],
  ['/admin/manage/users/roles/1', 'role-matrix', 'table'],
  ['/admin/posts/create', 'post-create', '.ProseMirror'],
  ['/admin/adminsettings', 'settings', 'input[name="currency"]'],
  ['/admin/ledger/accounts', 'ledger-accounts', 'table'],
] as const;

test('screenshots of the back office at 360 and 1280 px, in English and French', async ({ page }) => {
  // Every page at two widths in two languages: a long walk on a busy machine.
  test.setTimeout(180_000);
  await signIn(page);
  for (const language of ['en', 'fr'] as const) {
    if (language === 'fr') {
      await page.goto('/admin/dashboard');
      await page.getByRole('button', { name: 'English' }).click();
      await page.getByRole('menuitem', { name: 'Français' }).click();
      await expect(page.getByText('Total des annonces')).toBeVisible();
    }
    for (const [path, name, ready] of PAGES) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await expect(page.locator(ready).first()).toBeVisible();
      await shoot(page, `${name}-${language}`);
    }
  }
});

test('screenshots of the limited admin: its menu and the no-permission page', async ({ page }) => {
  await signIn(page, MODERATOR);
  await expect(sidebar(page).getByRole('link', { name: 'Transactions' })).toBeVisible();
  await shoot(page, 'moderator-dashboard');
  // The narrowest phones too.
  await page.setViewportSize({ width: 320, height: 700 });
  await expectTopBarFits(page, 'the dashboard at 320px');
  await page.goto('/admin/manage/users');
  await expect(page.getByRole('alert').filter({ hasText: 'permission' })).toBeVisible();
  await shoot(page, 'moderator-no-permission');
});
