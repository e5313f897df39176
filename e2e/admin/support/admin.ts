import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
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

/** The left menu: a navigation landmark of links, in either language. */
export const sidebar = (page: Page) => page.getByRole('navigation', { name: /^(Main menu|Menu principal)$/ });

/** The entries of the left menu, in order. */
export async function menuEntries(page: Page): Promise<string[]> {
  const menu = sidebar(page);
  await expect(menu.getByRole('link').first()).toBeVisible();
  return (await menu.getByRole('link').allInnerTexts()).map((text) => text.trim());
}
