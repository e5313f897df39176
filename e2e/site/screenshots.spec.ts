import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { enterCode, expect, SCREENSHOTS, signIn, test } from './support/fixtures';

// The screenshots show the demo's seeded people, on demo phones no other spec file signs in: in
// file order, in one worker (docs/testing.md "Journey fixtures").
// Each test shoots a dozen pages at two widths, full length: a minute and more where two shards
// share two cores (the anonymous pages' 22 shots ran past 60 s twice in a clean-clone run).
test.describe.configure({ mode: 'default', timeout: 180_000 });

const WIDTHS = [360, 1280] as const;

async function shoot(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    // Nothing may stick out sideways at 360 px.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: join(SCREENSHOTS, `site-${name}-${width}.png`), fullPage: true });
  }
}

test('screenshots of the anonymous pages at 360 and 1280 px, English and French', async ({ page }) => {
  for (const [path, name] of [
    ['/home', 'home'],
    ['/login', 'login'],
    ['/signup-intro', 'signup-intro'],
    ['/signup?type=employer', 'signup'],
    ['/forgot-password', 'forgot-password'],
    ['/signup-success', 'signup-success'],
    ['/unauthorized?page=%2Ffreelancer%2Fsignup', 'unauthorized'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await shoot(page, name);
  }
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await shoot(page, 'signup-errors');

  await page.getByRole('button', { name: /FR/ }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  for (const [path, name] of [
    ['/login', 'login-fr'],
    ['/signup', 'signup-fr'],
    ['/signup-intro', 'signup-intro-fr'],
  ] as const) {
    await page.goto(path);
    await shoot(page, name);
  }
});

test('screenshots of the employer pages', async ({ page }) => {
  await page.goto('/login');
  const since = Date.now() - 1000;
  await page.getByLabel('Phone number').fill('08031000003');
  await page.getByRole('button', { name: 'Send my code' }).click();
  await expect(page).toHaveURL(/\/verification$/);
  await shoot(page, 'verification');
  await enterCode(page, '08031000003', since);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/verification/);

  for (const [path, name] of [
    ['/user-welcome', 'user-welcome-employer'],
    ['/employer/signup', 'employer-signup'],
    ['/employer/dashboard', 'employer-dashboard'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await shoot(page, name);
  }
  await page.goto('/employer/signup');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await shoot(page, 'employer-signup-errors');
  await page.goto('/employer/dashboard');
  await page.getByLabel(/Account menu/).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('screenshots of the freelancer pages', async ({ page }) => {
  await signIn(page, '08032000004');
  for (const [path, name] of [
    ['/user-welcome', 'user-welcome-freelancer'],
    ['/freelancer/signup', 'freelancer-signup'],
    ['/freelancer/dashboard', 'freelancer-dashboard'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    await shoot(page, name);
  }
});

test('screenshot of the reset page', async ({ page }) => {
  await page.goto('/forgot-password');
  const since = Date.now() - 1000;
  await page.getByLabel('Phone number or email').fill('08032000005');
  await page.getByRole('button', { name: 'Send my code' }).click();
  await enterCode(page, '08032000005', since);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await shoot(page, 'reset-password');
});
