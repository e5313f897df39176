/**
 * Every site route in French shows no string of the English catalogues (the site's and
 * the API's messages) nor an English name of the reference data (categories, industries, job
 * types, skills, states: docs/i18n.md "Reference data in French"); strings the same in both
 * languages are skipped. Each page also has no serious or critical axe finding at 360 px, where
 * French's longer words are tightest (the English pages, at 1366 and 360 px: accessibility.spec.ts).
 * Read-only: it only looks.
 */
import en from '../../site/app/locales/en';
import fr from '../../site/app/locales/fr';
import { EN as API_EN } from '../../api/src/i18n/catalogue.en';
import { FR as API_FR } from '../../api/src/i18n/catalogue.fr';
import { CATEGORY_NAMES_FR, INDUSTRY_NAMES_FR, JOB_TYPE_NAMES_FR, SKILL_NAMES_FR, stateNameFr } from '../../api/src/seed/french-names';
import { EMPLOYERS, JOB_TEMPLATES } from '../../api/src/seed/demo-data';
import { blockingFindings, resizeTo } from '../support/axe';
import { englishOnly, englishOnPage, SEEDED_CONTENT } from '../support/english';
import { expect, signIn, test } from './support/fixtures';
import type { Page } from '@playwright/test';

// The walks look at seeded people with a history, on demo phones no other spec file signs in: in
// file order, in one worker (docs/testing.md "Journey fixtures").
test.describe.configure({ mode: 'default' });

/** The reference data's names in English and in French, as the seed writes them. */
const REFERENCE_NAMES = [CATEGORY_NAMES_FR, INDUSTRY_NAMES_FR, JOB_TYPE_NAMES_FR, SKILL_NAMES_FR, { 'Federal Capital Territory': stateNameFr('Federal Capital Territory') }];
const english = englishOnly(
  [en, API_EN, REFERENCE_NAMES.map((names) => Object.keys(names))],
  [fr, API_FR, REFERENCE_NAMES.map((names) => Object.values(names))],
);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * What people typed in the demo data stays as typed: company names, designations and a job's title,
 * description, expected result and duration ("3 hours") may hold a catalogue's English word.
 */
const CONTENT: readonly RegExp[] = [
  ...SEEDED_CONTENT,
  ...EMPLOYERS.flatMap((e) => [e.company, e.designation]).map((text) => new RegExp(escape(text))),
  ...Object.values(JOB_TEMPLATES).flatMap((jobs) => jobs.flatMap(([title, description, result]) => [title, description, result].map((text) => new RegExp(escape(text))))),
  // A duration is short ("3 hours"): whole, so it is not read out of a longer text.
  ...Object.values(JOB_TEMPLATES).flatMap((jobs) => jobs.map(([, , , duration]) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(duration)}(?![\\p{L}\\p{N}])`, 'u'))),
];
/** gm_lang = "fr", as the site's language switch stores it (a react-router cookie: base64 JSON). */
const FRENCH = { name: 'gm_lang', value: 'ImZyIg%3D%3D' };

async function inFrench(page: Page, baseURL: string) {
  await page.context().addCookies([{ ...FRENCH, url: baseURL }]);
}

async function walk(page: Page, paths: string[], found: Record<string, string[]>) {
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(500);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    // Job cards' titles and employers are what people typed, and other journeys running beside
    // this walk post theirs in English: content, not interface.
    await page.locator('.listing-card :is(h2, h3)').evaluateAll((titles) => titles.forEach((title) => (title.textContent = '')));
    const shown = await englishOnPage(page, english, CONTENT);
    if (shown.length) found[path] = shown;
    await resizeTo(page, 360, 740);
    const blocking = await blockingFindings(page);
    if (blocking.length) found[`${path} @ 360`] = blocking.map((finding) => `${finding.rule}: ${finding.targets.join(', ')}`);
    await page.setViewportSize({ width: 1280, height: 720 });
  }
}

/** The href of the first link matching `pattern` on `path`, or null when the list is empty. */
async function firstLink(page: Page, path: string, pattern: RegExp): Promise<string | null> {
  await page.goto(path);
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.find((href) => pattern.test(href)) ?? null;
}

test.describe('the site in French', () => {
  test('public pages', async ({ page, baseURL }) => {
    // A walk of twenty pages: three times the journeys' minute.
    test.setTimeout(480_000);
    await inFrench(page, baseURL!);
    const found: Record<string, string[]> = {};
    const job = await firstLink(page, '/home', /^\/jobs\/\d+$/);
    const post = await firstLink(page, '/home', /^\/posts\/[\w-]+$/);
    await walk(
      page,
      [
        '/',
        '/home',
        '/login',
        '/signup-intro',
        '/signup',
        '/signup?type=employer',
        '/forgot-password',
        '/reset-password',
        '/verification',
        '/signup-success',
        '/unauthorized',
        '/no-such-page',
        ...(job ? [job] : []),
        ...(post ? [post] : []),
      ],
      found,
    );
    expect(found).toEqual({});
  });

  test('a freelancer’s pages', async ({ page, baseURL }) => {
    // Twenty pages, each read and checked by axe at two widths, on one sign-in (a demo phone gets
    // one code every 30 s): the longest walk of the journeys.
    test.setTimeout(600_000);
    await signIn(page, '08032000001');
    await inFrench(page, baseURL!);
    const found: Record<string, string[]> = {};
    const base = ['/freelancer/dashboard', '/freelancer/jobs', '/freelancer/jobs?q=a&sort=amount', '/freelancer/applications', '/freelancer/saved'];
    const more = ['/freelancer/hires', '/freelancer/money', '/freelancer/bank-account', '/freelancer/connections', '/freelancer/account', '/freelancer/account/profile', '/freelancer/account/location', '/freelancer/account/sms', '/freelancer/account/security', '/freelancer/account/identity', '/freelancer/jobs?verified_employers=true', '/notifications', '/freelancer/nowhere'];
    const details = await firstLink(page, '/freelancer/jobs', /^\/freelancer\/details\/\d+$/);
    const hire = await firstLink(page, '/freelancer/hires', /^\/freelancer\/hires\/\d+$/);
    await walk(page, [...base, ...more, ...(details ? [details] : []), ...(hire ? [hire] : [])], found);
    // The folded filters, open.
    await page.goto('/freelancer/jobs');
    await page.getByText(/^Filtres \(\d+\)$/).click();
    const filters = await englishOnPage(page, english, CONTENT);
    if (filters.length) found['/freelancer/jobs (filters open)'] = filters;
    // "Report this job", open.
    if (details) {
      await page.goto(details);
      await page.getByText('Signaler cette mission', { exact: true }).click();
      const report = await englishOnPage(page, english, CONTENT);
      if (report.length) found[`${details} (report open)`] = report;
    }
    expect(found).toEqual({});
  });

  test('a new freelancer’s welcome and profile steps', async ({ page, baseURL }) => {
    test.setTimeout(480_000);
    // 08032000019 has not completed the profile: sign-in leads to the welcome steps.
    await signIn(page, '08032000019');
    await inFrench(page, baseURL!);
    const found: Record<string, string[]> = {};
    await walk(page, ['/user-welcome', '/freelancer/signup', '/dashboard'], found);
    expect(found).toEqual({});
  });

  test('an employer’s pages, and the listing form’s messages in the browser', async ({ page, baseURL }) => {
    test.setTimeout(600_000);
    await signIn(page, '08031000001');
    await inFrench(page, baseURL!);
    const found: Record<string, string[]> = {};
    const listing = await firstLink(page, '/employer/listings', /^\/employer\/listings\/\d+\/edit$/);
    const applicants = await firstLink(page, '/employer/listings', /^\/employer\/listings\/\d+\/applicants$/);
    const hire = await firstLink(page, '/employer/hires', /^\/employer\/hires\/\d+$/);
    const payment = await firstLink(page, '/employer/payments', /^\/employer\/payments\/\d+$/);
    await walk(
      page,
      [
        '/employer/dashboard',
        '/employer/listings',
        '/employer/listings?status=draft',
        '/employer/listings/add',
        '/employer/hires',
        '/employer/payments',
        '/employer/connections',
        '/employer/account',
        '/employer/account/profile',
        '/employer/account/security',
        '/employer/account/identity',
        '/notifications',
        ...[listing, applicants, hire, payment].filter((path): path is string => Boolean(path)),
      ],
      found,
    );
    // The menu names the drafts for what they are.
    await page.getByLabel(/Menu du compte|Account menu/).click();
    await expect(page.getByRole('link', { name: 'Brouillons' })).toHaveAttribute('href', '/employer/listings?status=draft');
    // Publishing an empty form: the browser answers in French, nothing is sent.
    await page.goto('/employer/listings/add');
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST') posted = true;
    });
    await page.getByLabel('Intitulé de la mission').fill('ab');
    await page.getByRole('button', { name: 'Publier' }).click();
    await expect(page.getByText('Obligatoire pour publier').first()).toBeVisible();
    expect(posted).toBe(false);
    const form = await englishOnPage(page, english, CONTENT);
    if (form.length) found['/employer/listings/add (refused in the browser)'] = form;
    expect(found).toEqual({});
  });
});
