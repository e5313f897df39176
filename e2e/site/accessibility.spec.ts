import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';

/**
 * axe (WCAG 2 A and AA rules) on the pages of verified people and safe jobs, at 360 px in French:
 * the identity check, the job search with "Verified employers only", and a job's page with the
 * never-pay rule and "Report this job" open. Read-only: the seeded, verified freelancer looks.
 */
const FREELANCER = '08032000001';
const FRENCH = { name: 'gm_lang', value: 'ImZyIg%3D%3D' };

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.map((v) => ({ rule: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
}

test('no axe violations on the identity, search and job pages, in French at 360 px', async ({ page, baseURL }) => {
  await signIn(page, FREELANCER);
  await page.context().addCookies([{ ...FRENCH, url: baseURL! }]);
  const found: Record<string, unknown> = {};

  await page.goto('/freelancer/account/identity');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  found.identity = await violations(page);

  await page.goto('/freelancer/jobs?verified_employers=true');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  found.search = await violations(page);

  await page.goto('/freelancer/jobs');
  const job = await page.locator('a[href^="/freelancer/details/"]').first().getAttribute('href');
  expect(job).toBeTruthy();
  await page.goto(job!);
  await page.locator('summary', { hasText: 'Signaler cette mission' }).click();
  await expect(page.getByRole('button', { name: 'Envoyer le signalement' })).toBeVisible();
  found.job = await violations(page);

  expect(found).toEqual({ identity: [], search: [], job: [] });
});
