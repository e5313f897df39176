import { expect, signIn, test } from './support/fixtures';
import type { Page } from '@playwright/test';

/**
 * A shared phone forgets (docs/offline.md): after a logout, Back shows nothing of the previous
 * user, with or without JavaScript. Signed-in pages are `no-store` (neither the disk cache nor the
 * back/forward cache keeps them) and the logout answers `Clear-Site-Data`.
 */
test.use({ viewport: { width: 360, height: 780 } });

async function visitPrivatePages(page: Page) {
  const money = await page.goto('/freelancer/money');
  expect(money?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('heading', { name: 'Money', level: 1 })).toBeVisible();
  await page.goto('/freelancer/applications');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function logOutAndGoBack(page: Page, javaScript: boolean) {
  if (javaScript) await page.evaluate(() => window.localStorage.setItem('left-by-the-last-user', 'yes'));
  const logout = javaScript ? null : page.waitForResponse((response) => new URL(response.url()).pathname === '/logout' && response.request().method() === 'POST');
  await page.getByLabel(/Account menu/).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  if (javaScript) {
    // The browser forgot what it kept for this site: storage, caches, the back/forward cache.
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('left-by-the-last-user'))).toBeNull();
  } else {
    expect((await (await logout)!.allHeaders())['clear-site-data']).toBe('"cache", "storage"');
  }
  await expect(page).toHaveURL(/\/login$/);

  await page.goBack();
  // The page is asked for again, and the server sends a stranger to sign in.
  await expect(page).toHaveURL(/\/login\?redirect=%2Ffreelancer%2Fapplications$/);
  await expect(page.getByLabel(/Account menu/)).toHaveCount(0);
  // Further back (with JavaScript the redirect may have taken the place of the entry): still nothing.
  await page.goBack();
  await expect(page).toHaveURL(/\/login\?redirect=%2Ffreelancer%2F(money|applications)$/);
  await expect(page.getByRole('heading', { name: 'Money', level: 1 })).toHaveCount(0);
  await expect(page.getByText('In escrow')).toHaveCount(0);
}

test('Back after a logout shows nothing of the previous user', async ({ page, people }) => {
  await signIn(page, (await people.freelancer()).phone);
  await visitPrivatePages(page);
  await logOutAndGoBack(page, true);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Back after a logout by plain form post shows nothing of the previous user', async ({ page, people }) => {
    await signIn(page, (await people.freelancer()).phone);
    await visitPrivatePages(page);
    await logOutAndGoBack(page, false);
  });
});
