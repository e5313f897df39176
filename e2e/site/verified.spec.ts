import { IDENTITY_TEXTS } from '@gigmarket/shared';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { join } from 'node:path';
import { appEn, resourcesEn } from '../../admin/src/i18n/en';
import { appFr, resourcesFr } from '../../admin/src/i18n/fr';
import en from '../../site/app/locales/en';
import fr from '../../site/app/locales/fr';
import { signIn as adminSignIn } from '../admin/support/admin';
import { ADMIN_ORIGIN, API_ORIGIN, PAYSTACK_ORIGIN } from '../ports.mjs';
import { expect, SCREENSHOTS, signIn, test } from './support/fixtures';
import { applyTo, newPerson, postJobStartingNow } from './support/hires';

/**
 * Verified people, safe jobs (docs/trust.md "Identity and safe jobs"), on a 360 px phone in English
 * and French: a freelancer verifies their identity and the badge shows on their applicant card; an
 * employer verifies and the badge shows on their job's card, and "Verified employers only" finds
 * the job and leaves out an unverified employer's; a job two verified freelancers report (the second
 * for asking money) leaves search, and comes back when the back office restores it. Every journey signs up its
 * own people (docs/testing.md); the local Paystack settles each identity check by itself about
 * 300 ms after it is asked, against the name a control call puts on the BVN.
 */
const LANGUAGES = { en, fr } as const;
const ADMIN = { en: { app: appEn, resources: resourcesEn }, fr: { app: appFr, resources: resourcesFr } } as const;
const COOKIE = { en: 'ImVuIg%3D%3D', fr: 'ImZyIg%3D%3D' } as const;
type Language = keyof typeof LANGUAGES;

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A catalogue template as a pattern: its `{{values}}` match anything. */
const pattern = (template: string) => new RegExp(`^${template.split(/\{\{\w+\}\}/).map(escape).join('.+')}$`);
const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

let bvns = 0;
/** An 11-digit BVN nobody used, whose name (at the local Paystack) is the person's: "<First> Journey". */
async function bvnFor(request: APIRequestContext, firstName: string): Promise<string> {
  bvns += 1;
  const bvn = `2${String(Date.now()).slice(-8)}${String(bvns % 100).padStart(2, '0')}`;
  const named = await request.post(`${PAYSTACK_ORIGIN}/__control/bvn-names`, { data: { bvn, name: `${firstName} Journey` } });
  expect(named.ok(), await named.text()).toBe(true);
  return bvn;
}

/** The person's language on their account, as the site's language switch stores it (SMS, notices and threads follow it). */
async function speaks(request: APIRequestContext, person: { auth: Record<string, string> }, language: Language) {
  const res = await request.put(`${API_ORIGIN}/api/profile/language`, { headers: person.auth, data: { language } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Signs `phone` in (the helper reads the English labels), then switches the site to `language`. */
async function signInAs(page: Page, phone: string, language: Language) {
  await signIn(page, phone);
  await page.context().addCookies([{ name: 'gm_lang', value: COOKIE[language], url: page.url() }]);
}

/** A second signed-in phone, in its own browser context. */
async function phone(browser: Browser, baseURL: string, who: string, language: Language): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await context.addCookies([{ name: 'gm_splash', value: 'IjEi', url: baseURL }]);
  const page = await context.newPage();
  await signInAs(page, who, language);
  return page;
}

/** The identity page's form, filled and sent: the BVN, the first bank of the list and an account. */
async function verifyOnThePage(page: Page, L: (typeof LANGUAGES)[Language], bvn: string) {
  await expect(page.getByRole('heading', { level: 1, name: L.identity.title })).toBeVisible();
  const field = page.getByLabel(L.identity.bvn, { exact: true });
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await expect(field).toHaveAttribute('autocomplete', 'off');
  await field.fill(bvn);
  await page.getByLabel(L.bank.bank, { exact: true }).selectOption({ index: 1 });
  await page.getByLabel(L.bank.accountNumber, { exact: true }).fill('0123456789');
  await page.getByRole('button', { name: L.identity.submit }).click();
  // Checking, then (the page looks again by itself) verified; the BVN is nowhere on the page.
  await expect(page.getByRole('img', { name: pattern(L.identity.badgeLabel) }).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: new RegExp(pattern(L.identity.verifiedOn).source.slice(1, -1)) })).toBeVisible();
  expect(await page.content()).not.toContain(bvn);
}

for (const language of ['en', 'fr'] as const) {
  const L = LANGUAGES[language];
  const A = ADMIN[language];

  test(`${language}: a freelancer verifies their identity and the badge shows on their applicant card`, async ({ page, browser, baseURL, request }) => {
    test.setTimeout(120_000);
    const employer = await newPerson(request, 'employer', 'Ife');
    const worker = await newPerson(request, 'freelancer', 'Kemi');
    const listingId = await postJobStartingNow(request, employer.auth, { title: `Ushers for a wedding ${language} ${Date.now() % 100000}` });
    const applicationId = await applyTo(request, worker.auth, listingId);
    await speaks(request, employer, language);
    const bvn = await bvnFor(request, 'Kemi');

    // The freelancer finds "Verify my identity" on the account page and verifies.
    await signInAs(page, worker.phone, language);
    await page.goto('/freelancer/account');
    await page.getByRole('link', { name: L.identity.verify }).click();
    await expect(page).toHaveURL(/\/freelancer\/account\/identity$/);
    await expect(page.getByRole('checkbox', { name: L.identity.useForPayouts })).toBeVisible();
    await verifyOnThePage(page, L, bvn);
    await page.screenshot({ path: join(SCREENSHOTS, `identity-verified-360-${language}.png`), fullPage: true });

    // The employer sees the badge on the applicant's card, and the rule opens their thread.
    const boss = await phone(browser, baseURL!, employer.phone, language);
    await boss.goto(`/employer/listings/${listingId}/applicants`);
    const card = boss.getByRole('listitem', { name: 'Kemi Journey' });
    await expect(card.getByRole('img', { name: pattern(L.identity.badgeLabel) })).toBeVisible();
    await boss.screenshot({ path: join(SCREENSHOTS, `applicant-verified-360-${language}.png`), fullPage: true });
    await boss.goto(`/employer/messages/${applicationId}`);
    await expect(boss.getByTestId('never-pay')).toContainText(L.safety.neverPay.split('. ')[0]!);
    await boss.context().close();
  });

  test(`${language}: an employer verifies, the badge shows on the job card and "Verified employers only" finds the job`, async ({ page, browser, baseURL, request }) => {
    test.setTimeout(120_000);
    const token = `Tiling ${language} ${Date.now() % 100000}`;
    const verified = await newPerson(request, 'employer', 'Lola');
    const other = await newPerson(request, 'employer', 'Pele');
    const seeker = await newPerson(request, 'freelancer', 'Musa');
    await postJobStartingNow(request, verified.auth, { title: `${token} a kitchen` });
    await postJobStartingNow(request, other.auth, { title: `${token} a bathroom` });
    const bvn = await bvnFor(request, 'Lola');

    // The employer's dashboard asks for the check; the identity page does it.
    await signInAs(page, verified.phone, language);
    await page.goto('/employer/dashboard');
    await page.getByTestId('identity-prompt').getByRole('link', { name: L.identity.verify }).click();
    await expect(page).toHaveURL(/\/employer\/account\/identity$/);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    await verifyOnThePage(page, L, bvn);

    // The freelancer sees the badge on the verified employer's card only.
    const freelancer = await phone(browser, baseURL!, seeker.phone, language);
    await freelancer.goto(`/freelancer/jobs?q=${encodeURIComponent(token)}`);
    const kitchen = freelancer.locator('li.job-item', { hasText: `${token} a kitchen` });
    const bathroom = freelancer.locator('li.job-item', { hasText: `${token} a bathroom` });
    await expect(kitchen.getByRole('img', { name: pattern(L.identity.badgeLabel) })).toBeVisible();
    await expect(bathroom).toBeVisible();
    await expect(bathroom.getByRole('img', { name: pattern(L.identity.badgeLabel) })).toHaveCount(0);

    // "Verified employers only": counted in the filters, kept in the address, the other job left out.
    await freelancer.getByText(fill(L.findJobs.filtersCount, { count: 0 })).click();
    await freelancer.getByRole('checkbox', { name: L.identity.filter }).check();
    await freelancer.getByRole('button', { name: L.jobs.apply }).click();
    await expect(freelancer).toHaveURL(/verified_employers=true/);
    await expect(kitchen).toBeVisible();
    await expect(bathroom).toHaveCount(0);
    await expect(freelancer.getByText(fill(L.findJobs.filtersCount, { count: 1 }))).toBeVisible();
    await freelancer.screenshot({ path: join(SCREENSHOTS, `jobs-verified-only-360-${language}.png`), fullPage: true });

    // The job page shows the badge beside the employer, and the rule beside Apply.
    await kitchen.getByRole('link', { name: `${token} a kitchen` }).click();
    await expect(freelancer.getByRole('img', { name: pattern(L.identity.badgeLabel) })).toBeVisible();
    await expect(freelancer.getByRole('region', { name: L.jobs.applyTitle }).getByTestId('never-pay')).toBeVisible();
    await freelancer.context().close();
  });

  test(`${language}: a job reported for asking money leaves search, and comes back when restored`, async ({ page, browser, baseURL, request }) => {
    test.setTimeout(150_000);
    const title = `Cashiers for a shop ${language} ${Date.now() % 100000}`;
    const employer = await newPerson(request, 'employer', 'Nkechi');
    const reporter = await newPerson(request, 'freelancer', 'Obi');
    const listingId = await postJobStartingNow(request, employer.auth, { title });

    // Both reporters' identities are verified (through the API: the page is the first journey's).
    const first = await newPerson(request, 'freelancer', 'Ada');
    for (const [person, name] of [
      [first, 'Ada'],
      [reporter, 'Obi'],
    ] as const) {
      const bvn = await bvnFor(request, name);
      const banks = await request.get(`${API_ORIGIN}/api/banks`, { headers: person.auth });
      const bank_code = (await banks.json()).data[0].code as string;
      const asked = await request.post(`${API_ORIGIN}/api/identity`, { headers: person.auth, data: { bvn, bank_code, account_number: '0123456789' } });
      expect(asked.status(), await asked.text()).toBeLessThan(300);
      await expect
        .poll(async () => (await (await request.get(`${API_ORIGIN}/api/identity`, { headers: person.auth })).json()).data.status, { timeout: 20_000 })
        .toBe('verified');
    }
    // One verified report queues: the job still shows (docs/trust.md "Hiding: the report rule").
    const queued = await request.post(`${API_ORIGIN}/api/jobs/${listingId}/report`, { headers: first.auth, data: { reason: 'fake' } });
    expect(queued.status(), await queued.text()).toBe(201);

    // The job shows in search; on its page the freelancer reports it: it asks for money.
    await signInAs(page, reporter.phone, language);
    await page.goto(`/freelancer/jobs?q=${encodeURIComponent(title)}`);
    await expect(page.locator('li.job-item', { hasText: title })).toBeVisible();
    await page.goto(`/freelancer/details/${listingId}`);
    await expect(page.getByRole('region', { name: L.jobs.applyTitle }).getByTestId('never-pay')).toBeVisible();
    await page.getByText(L.safety.report, { exact: true }).click();
    await page.getByRole('radio', { name: L.safety.reasons.asks_for_money }).check();
    await page.getByLabel(L.safety.note).fill('They asked for ₦5,000 for a uniform before the job');
    await page.screenshot({ path: join(SCREENSHOTS, `job-report-360-${language}.png`), fullPage: true });
    await page.getByRole('button', { name: L.safety.send }).click();

    // A second verified freelancer agrees: the job is hidden at once, its page is gone, so the search says thanks.
    await expect(page).toHaveURL(/\/freelancer\/jobs$/);
    await expect(page.getByText(L.safety.reportedHidden)).toBeVisible();
    await page.goto(`/freelancer/jobs?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);

    // The employer reads why on their listings.
    const boss = await phone(browser, baseURL!, employer.phone, language);
    await boss.goto('/employer/listings?status=closed');
    const listing = boss.locator('li.listing-card', { hasText: title });
    await expect(listing).toContainText(L.safety.underReview);
    await expect(listing).toContainText(L.safety.hiddenForReview);
    await expect(listing.getByRole('button', { name: L.listings.reopen })).toHaveCount(0);

    // The back office's queue shows the report; an admin restores the job, asked first.
    const admin = await browser.newContext({ baseURL: ADMIN_ORIGIN, viewport: { width: 1366, height: 900 } });
    const back = await admin.newPage();
    await adminSignIn(back);
    if (language === 'fr') {
      await back.getByRole('button', { name: 'English' }).click();
      await back.getByRole('menuitem', { name: 'Français' }).click();
    }
    await back.goto(`/admin/listingreports?filter=${encodeURIComponent(JSON.stringify({ listing_id: listingId }))}`);
    const row = back.locator('tbody tr', { hasText: title }).filter({ hasText: A.app.listing_report_reason.asks_for_money });
    await expect(row).toContainText(A.app.listing_report_reason.asks_for_money);
    await expect(row).toContainText(A.resources.listingreports.verified);
    await expect(row).toContainText(A.app.listing_moderation.hidden);
    await row.getByRole('button', { name: A.resources.listingreports.restore.label }).click();
    const dialog = back.getByRole('dialog');
    await expect(dialog).toContainText(title);
    await dialog.getByRole('textbox').fill('Checked with the employer: no fee asked');
    await dialog.getByRole('button', { name: A.resources.listingreports.restore.label }).click();
    await expect(row).toContainText(A.app.listing_moderation.visible);
    await admin.close();

    // Back in search; the employer is told.
    await page.goto(`/freelancer/jobs?q=${encodeURIComponent(title)}`);
    await expect(page.locator('li.job-item', { hasText: title })).toBeVisible();
    const notices = await request.get(`${API_ORIGIN}/api/notifications`, { headers: employer.auth });
    expect(JSON.stringify((await notices.json()).data)).toContain(IDENTITY_TEXTS.en.jobRestoredTitle);
    await boss.reload();
    await expect(boss.locator('li.listing-card', { hasText: title })).toHaveCount(0);
    await boss.goto('/employer/listings?status=open');
    await expect(boss.locator('li.listing-card', { hasText: title })).not.toContainText(L.safety.underReview);
    await boss.context().close();
  });
}
