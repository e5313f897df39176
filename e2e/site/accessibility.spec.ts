import type { Page } from '@playwright/test';
import { axeFindings, blockingFindings, resizeTo } from '../support/axe';
import { expect, signIn, test } from './support/fixtures';

/**
 * axe (WCAG 2 A and AA rules): the pages of verified people and safe jobs at 360 px in French (the
 * identity check, the job search with "Verified employers only", a job's page with the never-pay
 * rule and "Report this job" open), then every main page at 360 and 1366 px. Read-only: the walks
 * look at seeded people with a history (hires, payments, conversations), on demo phones no other
 * spec file signs in; the French check a freelancer of its own.
 */
const EMPLOYER = '08031000004';
const WALKER = '08032000020';

// The walks share their demo phones: in file order, in one worker.
test.describe.configure({ mode: 'default' });
const FRENCH = { name: 'gm_lang', value: 'ImZyIg%3D%3D' };

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('no axe violations on the identity, search and job pages, in French at 360 px', async ({ page, baseURL, people }) => {
  await signIn(page, (await people.freelancer()).phone);
  await page.context().addCookies([{ ...FRENCH, url: baseURL! }]);
  const found: Record<string, unknown> = {};

  await page.goto('/freelancer/account/identity');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  found.identity = await axeFindings(page);

  await page.goto('/freelancer/jobs?verified_employers=true');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  found.search = await axeFindings(page);

  await page.goto('/freelancer/jobs');
  const job = await page.locator('a[href^="/freelancer/details/"]').first().getAttribute('href');
  expect(job).toBeTruthy();
  await page.goto(job!);
  await page.locator('summary', { hasText: 'Signaler cette mission' }).click();
  await expect(page.getByRole('button', { name: 'Envoyer le signalement' })).toBeVisible();
  found.job = await axeFindings(page);

  expect(found).toEqual({ identity: [], search: [], job: [] });
});

/**
 * Controls smaller than 44 px on either side: buttons, summaries, selects, text fields and links
 * styled as buttons. Links inside running text are exempt (WCAG's inline exception), and so are
 * checkboxes and radios inside a label row of 44 px.
 */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls = document.querySelectorAll<HTMLElement>('main button, main summary, main select, main textarea, main input:not([type=hidden]), main a.btn, header button, header summary, header a.btn');
    const out: string[] = [];
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      if (el.closest('.sr-only')) continue;
      let target = box;
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
        const row = el.closest('label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`) : null);
        if (!row) continue;
        target = row.getBoundingClientRect();
      }
      if (target.height < 43.5 || target.width < 43.5) {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? el.getAttribute('name') ?? '').trim().slice(0, 30);
        out.push(`${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} "${name}" ${Math.round(target.width)}x${Math.round(target.height)}`);
      }
    }
    return out.slice(0, 8);
  });
}

/**
 * Each page at 360 px and at 1366 px: `found[path @ width]` lists what blocks someone there. A page
 * loads once, at 360 px, and is read again widened, as a phone turned or a window resized shows it.
 */
async function walk(page: Page, paths: string[], found: Record<string, unknown>) {
  for (const path of paths) {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(path);
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    for (const width of [360, 1366]) {
      if (width !== 360) await resizeTo(page, width, 900);
      const seen: unknown[] = await blockingFindings(page);
      // Nothing scrolls sideways on a phone, and every control is a 44 px target (docs/testing.md).
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      if (width === 360 && sideways > 0) seen.push({ rule: 'sideways-scroll', px: sideways });
      const small = await smallTargets(page);
      if (small.length) seen.push({ rule: 'tap-target-44px', targets: small });
      if (seen.length) found[`${path} @ ${width}`] = seen;
    }
  }
}

/** The first link of a list page that leads to one of its items (a job, a hire, a conversation). */
async function firstLink(page: Page, list: string, prefix: string): Promise<string[]> {
  await page.goto(list);
  const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href', { timeout: 2_000 }).catch(() => null);
  return href ? [href] : [];
}

// One test per person, each signed in once (a phone gets a code every 30 s): a slow machine meets
// one walk's time-out, not the three walks' together.
test('every main page, anonymous, has no serious or critical axe violation at 360 and 1366 px', async ({ page }) => {
  test.setTimeout(480_000);
  const found: Record<string, unknown> = {};
  await walk(page, ['/home', '/signup-intro', '/signup?type=freelancer', '/login', '/login?redirect=%2Ffreelancer%2Fsignup', '/about', '/developers'], found);
  expect(found).toEqual({});
});

test('every main page of a freelancer has no serious or critical axe violation at 360 and 1366 px', async ({ page }) => {
  test.setTimeout(480_000);
  const found: Record<string, unknown> = {};
  await signIn(page, WALKER);
  const freelancerPages = [
    '/freelancer/dashboard',
    '/freelancer/jobs',
    '/freelancer/applications',
    '/freelancer/saved',
    '/freelancer/hires',
    '/freelancer/money',
    '/freelancer/bank-account',
    '/freelancer/messages',
    '/freelancer/account',
    '/freelancer/account/profile',
    '/freelancer/account/location',
    '/freelancer/account/sms',
    '/freelancer/account/security',
    '/freelancer/account/hidden-employers',
    ...(await firstLink(page, '/freelancer/jobs', '/freelancer/details/')),
    ...(await firstLink(page, '/freelancer/hires', '/freelancer/hires/')),
    ...(await firstLink(page, '/freelancer/messages', '/freelancer/messages/')),
  ];
  await walk(page, freelancerPages, found);
  expect(found).toEqual({});
});

test('every main page of an employer has no serious or critical axe violation at 360 and 1366 px', async ({ page }) => {
  test.setTimeout(480_000);
  const found: Record<string, unknown> = {};
  await signIn(page, EMPLOYER);
  const employerPages = [
    '/employer/dashboard',
    '/employer/listings',
    '/employer/listings/add',
    '/employer/hires',
    '/employer/payments',
    '/employer/messages',
    '/employer/account',
    '/employer/account/profile',
    '/employer/roster',
    ...(await firstLink(page, '/employer/listings', '/employer/listings/')),
    ...(await firstLink(page, '/employer/hires', '/employer/hires/')),
    ...(await firstLink(page, '/employer/messages', '/employer/messages/')),
  ];
  await walk(page, employerPages, found);
  expect(found).toEqual({});
});
