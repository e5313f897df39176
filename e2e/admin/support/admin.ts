import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { expect } from '../../support/test';

export { expect, test } from '../../support/test';

export const SCREENSHOTS = join(__dirname, '..', '..', 'artifacts', 'screenshots');
mkdirSync(SCREENSHOTS, { recursive: true });

/** Demo sign-ins the seed creates (api/src/seed). */
export const SUPERADMIN = { email: 'admin@gigmarket.test', password: 'Admin123!' };
export const MODERATOR = { email: 'moderator@gigmarket.test', password: 'Moderator123!' };

/** Signs in through the back-office login form and waits for the dashboard. */
export async function signIn(page: Page, who: { email: string; password: string } = SUPERADMIN): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(who.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/admin/dashboard');
}

/**
 * Opens a back-office page within the running app, as its menu does, instead of loading the whole
 * app again for every page (docs/testing.md "Page walks"), and waits until it has drawn (moveInApp).
 * The page must have another title than the one showing.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await moveInApp(page, () =>
    page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path),
  );
}

/**
 * Runs `move`, which changes page within the app (a click on a row, a menu link, openInApp), and
 * waits until the new page has drawn: its title (which the breadcrumb sets) has changed, no request
 * is in flight for 500 ms, and no loader shows. A move within the page is not a load, so Playwright's
 * `networkidle` resolves at once after one, before the page has asked for its data: the quiet is
 * counted here from the requests the move starts, with Playwright's own rule (500 ms).
 */
export async function moveInApp(page: Page, move: () => Promise<unknown>): Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const started = (request: Request) => {
    inFlight.add(request);
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const before = await page.title();
    await move();
    await expect(page).not.toHaveTitle(before);
    await expect.poll(() => inFlight.size === 0 && Date.now() - lastChange >= 500, { intervals: [100], message: 'no request in flight for 500 ms' }).toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
  await expect(page.locator('.RaLoading-root, [role="progressbar"]')).toHaveCount(0);
}

/** The left menu: a navigation landmark of links, in either language. */
export const sidebar = (page: Page) => page.getByRole('navigation', { name: /^(Main menu|Menu principal)$/ });

/** The entries of the left menu, in order. */
export async function menuEntries(page: Page): Promise<string[]> {
  const menu = sidebar(page);
  await expect(menu.getByRole('link').first()).toBeVisible();
  return (await menu.getByRole('link').allInnerTexts()).map((text) => text.trim());
}
