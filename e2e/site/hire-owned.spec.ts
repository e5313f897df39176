import type { Browser, Page } from '@playwright/test';
import { appEn, resourcesEn } from '../../admin/src/i18n/en';
import { appFr, resourcesFr } from '../../admin/src/i18n/fr';
import en from '../../site/app/locales/en';
import fr from '../../site/app/locales/fr';
import { ADMIN_ORIGIN } from '../ports.mjs';
import { signIn as adminSignIn } from '../admin/support/admin';
import { join } from 'node:path';
import { expect, SCREENSHOTS, signIn, test } from './support/fixtures';
import { applyTo, approve, fund, newPerson, postJobStartingNow } from './support/hires';
import { textsTo } from './support/sms';

/**
 * The hire, owned (docs/hire-to-pay.md), on a 360 px phone in English and French: a job with two
 * positions filled by two freelancers while the third is refused and told; a dispute opened by
 * the employer, answered by the freelancer, read and resolved in the back office. Every journey
 * signs up its own people (docs/testing.md).
 */
const LANGUAGES = { en, fr } as const;
const ADMIN = { en: { app: appEn, resources: resourcesEn }, fr: { app: appFr, resources: resourcesFr } } as const;
const COOKIE = { en: 'ImVuIg%3D%3D', fr: 'ImZyIg%3D%3D' } as const;

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** A signed-in phone in its own browser context, in `language`. */
async function phone(browser: Browser, baseURL: string, who: string, language: keyof typeof LANGUAGES): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await context.addCookies([{ name: 'gm_splash', value: 'IjEi', url: baseURL }]);
  const page = await context.newPage();
  // Signed in in English (the helper reads the English labels), then the language of the journey.
  await signIn(page, who);
  await context.addCookies([{ name: 'gm_lang', value: COOKIE[language], url: baseURL }]);
  return page;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

for (const language of ['en', 'fr'] as const) {
  const L = LANGUAGES[language];
  const A = ADMIN[language];

  test(`${language}: a job with two positions fills with two hires; the third applicant is refused and told`, async ({ page, browser, baseURL, request }) => {
    test.setTimeout(120_000);
    const title = `Ushers for a launch ${language} ${Date.now() % 100000}`;
    const employer = await newPerson(request, 'employer', 'Bola');
    const freelancers = [await newPerson(request, 'freelancer', 'Chidi'), await newPerson(request, 'freelancer', 'Dayo'), await newPerson(request, 'freelancer', 'Efe')];
    const listingId = await postJobStartingNow(request, employer.auth, { title, positions: 2 });
    const applications: number[] = [];
    for (const freelancer of freelancers) applications.push(await applyTo(request, freelancer.auth, listingId));
    const since = Date.now();

    // The employer approves two applicants on the applicants page: "2 of 2 hired", the job is full.
    await signIn(page, employer.phone);
    await page.context().addCookies([{ name: 'gm_lang', value: COOKIE[language], url: baseURL! }]);
    await page.goto(`/employer/listings/${listingId}/applicants`);
    await expect(page.getByRole('main')).toContainText(fill(language === 'fr' ? L.listings.positionsFilled_one : L.listings.positionsFilled_other, { count: 0, positions: 2 }));
    const cards = page.locator('li.listing-card');
    await expect(cards).toHaveCount(3);
    for (const index of [0, 1]) {
      const card = page.locator(`li.listing-card:has(input[name="application"][value="${applications[index]}"])`);
      await card.getByRole('button', { name: L.applicants.approve }).click();
      await expect(page.getByText(L.applicants.approved).first()).toBeVisible();
    }
    await expect(page.getByRole('main')).toContainText(fill(L.listings.positionsFilled_other, { count: 2, positions: 2 }));
    await expect(page.getByText(L.listings.allFilled)).toBeVisible();
    await page.screenshot({ path: join(SCREENSHOTS, `applicants-filled-360-${language}.png`), fullPage: true });

    // The third applicant reads "Not selected", with nothing left to approve (the API refuses it too).
    const third = page.locator('li.listing-card', { hasText: 'Efe Journey' });
    await expect(third.locator('.pill')).toHaveText(L.status.not_selected);
    await expect(third.getByRole('button', { name: L.applicants.approve })).toHaveCount(0);

    // The listing reads Filled, "2 of 2 hired".
    await page.goto('/employer/listings?status=closed');
    const listing = page.locator('li.listing-card', { hasText: title });
    await expect(listing.locator('.pill-closed')).toHaveText(L.listings.filled);
    await expect(listing).toContainText(fill(L.listings.positionsFilled_other, { count: 2, positions: 2 }));

    // The third freelancer is told by SMS and on the bell, and the job has left search.
    await expect.poll(() => textsTo(freelancers[2]!.phone, since).some((text) => text.includes(title))).toBe(true);
    const freelancer = await phone(browser, baseURL!, freelancers[2]!.phone, language);
    await freelancer.goto('/freelancer/jobs');
    await freelancer.locator('summary[aria-label]').filter({ has: freelancer.locator('[data-testid="bell-badge"]') }).first().click();
    await expect(freelancer.getByRole('region', { name: L.shell.bellPanel })).toContainText(title);
    // Other journeys' jobs may share a word of the title: this one is not among the results.
    await freelancer.goto(`/freelancer/jobs?q=${encodeURIComponent(title)}`);
    await expect(freelancer.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(freelancer.getByRole('link', { name: title, exact: true })).toHaveCount(0);
    await freelancer.context().close();
  });

  test(`${language}: a dispute heard from both sides: the employer opens it, the freelancer answers, the back office resolves it`, async ({ page, browser, baseURL, request }) => {
    test.setTimeout(150_000);
    const title = `Clean a two-room office ${language} ${Date.now() % 100000}`;
    const employer = await newPerson(request, 'employer', 'Funke');
    const worker = await newPerson(request, 'freelancer', 'Gbenga');
    const listingId = await postJobStartingNow(request, employer.auth, { title, amount: '20000' });
    const hireId = await applyTo(request, worker.auth, listingId);
    await approve(request, employer.auth, hireId);
    await fund(request, employer.auth, hireId);

    // The employer opens a dispute with a reason.
    await signIn(page, employer.phone);
    await page.context().addCookies([{ name: 'gm_lang', value: COOKIE[language], url: baseURL! }]);
    await page.goto(`/employer/hires/${hireId}`);
    // Secondary steps sit behind "More".
    await page.locator('.more-actions > summary', { hasText: L.hires.more }).click();
    await page.locator('summary', { hasText: L.hires.dispute }).click();
    const opening = page.getByRole('group', { name: L.hires.dispute });
    await opening.getByLabel(L.hires.reason).fill('Two rooms were not cleaned');
    await opening.getByRole('button', { name: L.hires.dispute }).click();
    await expect(page.locator('.pill').getByText(L.status.disputed, { exact: true })).toBeVisible();
    const employerSide = page.getByRole('region', { name: L.hires.disputeTitle });
    await expect(employerSide).toContainText('Two rooms were not cleaned');
    await expect(employerSide).toContainText(fill(L.hires.awaitingAnswer, { name: 'Gbenga Journey' }));

    // The freelancer reads it and answers with their side of the story.
    const freelancer = await phone(browser, baseURL!, worker.phone, language);
    await freelancer.goto(`/freelancer/hires/${hireId}`);
    const freelancerSide = freelancer.getByRole('region', { name: L.hires.disputeTitle });
    await expect(freelancerSide).toContainText('Two rooms were not cleaned');
    await freelancerSide.getByLabel(L.hires.yourStatement).fill('Two rooms were locked all day; I cleaned the rest');
    await freelancerSide.getByRole('button', { name: L.hires.sendStatement }).click();
    await expect(freelancer.getByText(L.hires.answeredToast)).toBeVisible();
    await expect(freelancerSide).toContainText('Two rooms were locked all day; I cleaned the rest');
    await expect(freelancerSide.getByRole('button', { name: L.hires.sendStatement })).toHaveCount(0);

    await freelancer.screenshot({ path: join(SCREENSHOTS, `hire-dispute-answered-360-${language}.png`), fullPage: true });

    // The employer sees the answer beside the reason.
    await page.reload();
    await expect(employerSide).toContainText('Two rooms were locked all day; I cleaned the rest');

    // The back office shows both statements and releases the money.
    const admin = await browser.newContext({ baseURL: ADMIN_ORIGIN, viewport: { width: 1366, height: 900 } });
    const back = await admin.newPage();
    await adminSignIn(back);
    if (language === 'fr') {
      await back.getByRole('button', { name: 'English' }).click();
      await back.getByRole('menuitem', { name: 'Français' }).click();
    }
    await back.goto(`/admin/disputes?filter=${encodeURIComponent(JSON.stringify({ application_id: hireId }))}`);
    await back.locator('tbody tr').first().click();
    await expect(back.getByText('Two rooms were not cleaned')).toBeVisible();
    await expect(back.getByText('Two rooms were locked all day; I cleaned the rest')).toBeVisible();
    await back.getByRole('radio', { name: A.app.resolution.release }).check();
    await back.getByRole('button', { name: A.resources.disputes.resolve.submit }).click();
    await back.getByRole('dialog').getByRole('button', { name: A.resources.disputes.resolve.submit }).click();
    await expect(back.getByText(A.resources.disputes.resolve.done, { exact: true })).toBeVisible();
    await admin.close();

    // Both sides read the outcome; the freelancer sees what was released, not a promise.
    await freelancer.reload();
    await expect(freelancer.getByText(fill(L.hires.disputeResolved, { resolution: L.hires.resolution.release }))).toBeVisible();
    await expect(freelancer.getByRole('region', { name: L.hires.amounts })).toContainText(L.hires.yours);
    await expect(freelancer.getByRole('region', { name: L.hires.amounts })).not.toContainText(L.hires.net);
    await freelancer.screenshot({ path: join(SCREENSHOTS, `hire-dispute-resolved-360-${language}.png`), fullPage: true });
    await freelancer.context().close();
  });
}
