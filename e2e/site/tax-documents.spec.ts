import { execFileSync } from 'node:child_process';
import type { Download, Page } from '@playwright/test';
import { API_ORIGIN } from '../ports.mjs';
import { expect, signIn, test } from './support/fixtures';

/**
 * Tax IDs, receipts and statements at 360 px (docs/tax-and-statements.md): an employer adds a Tax
 * ID and downloads the numbered receipt of a payment in English; the freelancer downloads the
 * year's statement in French. Each PDF's text is read (Poppler's pdftotext) for the right figures.
 * Its own people (the `people` fixture).
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** gm_lang = "fr", as the site's language switch stores it (a react-router cookie: base64 JSON). */
const FRENCH = { name: 'gm_lang', value: 'ImZyIg%3D%3D' };

async function pdfText(download: Download): Promise<string> {
  const path = await download.path();
  return execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-']).toString('utf8').replace(/[\u00a0\u202f]/g, ' ').replace(/[ \t]+/g, ' ');
}

async function downloadFrom(page: Page, click: () => Promise<void>): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return pdfText(download);
}

test('a receipt and a yearly statement download with the ledger’s figures, in English and French', async ({ page, browser, baseURL, people, request }) => {
  test.setTimeout(180_000);
  const [employer, worker] = [await people.employer(), await people.freelancer('Chidi')];
  const { id } = await people.hire(employer, worker, { title: 'Paint a shop front', amount: '20000', funded: true });
  // The freelancer works and the employer confirms, through the API (hire-to-pay.spec drives these pages).
  const resolved = await request.post(`${API_ORIGIN}/api/freelancer/bank-account/resolve`, { headers: worker.auth, data: { bank_code: '058', account_number: '0123456789' } });
  const name = (await resolved.json()).data.account_name;
  expect((await request.put(`${API_ORIGIN}/api/freelancer/bank-account`, { headers: worker.auth, data: { bank_code: '058', account_number: '0123456789', account_name: name } })).status()).toBe(200);
  for (const step of ['start', 'done']) expect((await request.post(`${API_ORIGIN}/api/freelancer/hires/${id}/${step}`, { headers: worker.auth })).status()).toBe(200);
  expect((await request.post(`${API_ORIGIN}/api/employer/hires/${id}/complete`, { headers: employer.auth })).status()).toBe(200);
  expect((await request.put(`${API_ORIGIN}/api/profile/tax-id`, { headers: worker.auth, data: { tax_id: '12345678901' } })).status()).toBe(200);

  // The employer adds a Tax ID; a wrong one is told plainly and changes nothing.
  await signIn(page, employer.phone);
  await page.goto('/employer/account/tax');
  await page.getByRole('textbox', { name: 'Tax ID' }).fill('12345');
  await page.getByRole('button', { name: 'Save Tax ID' }).click();
  await expect(page.getByText('Enter an 11-digit NIN, a 10-digit TIN, or an older TIN written 12345678-0001.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Tax ID' }).fill('12345678-0001');
  await page.getByRole('button', { name: 'Save Tax ID' }).click();
  await expect(page.getByText('Tax ID saved.')).toBeVisible();

  // The payment's receipt: numbered, with the total paid (₦20,000 + the 1.5% fee) and the payer's Tax ID.
  await page.goto('/employer/payments');
  await page.getByRole('link', { name: /Receipt GM-CH-/ }).first().click();
  await expect(page.getByText('₦20,300').first()).toBeVisible();
  const number = (await page.locator('dt', { hasText: 'Receipt No.' }).locator('xpath=following-sibling::dd').innerText()).trim();
  expect(number).toMatch(/^R-\d{6}$/);
  const receipt = await downloadFrom(page, () => page.getByRole('link', { name: 'Download PDF' }).click());
  expect(receipt).toContain(`Receipt No. ${number}`);
  expect(receipt).toContain('₦20,300');
  expect(receipt).toContain('₦300');
  expect(receipt).toContain('12345678-0001');

  // The freelancer, in French, downloads the year's statement from Money: ₦20,000 less 10%.
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, acceptDownloads: true });
  await context.addCookies([{ name: 'gm_splash', value: 'IjEi', url: baseURL! }]);
  const freelancer = await context.newPage();
  await signIn(freelancer, worker.phone);
  await context.addCookies([{ ...FRENCH, url: baseURL! }]);
  await freelancer.goto('/freelancer/money');
  const year = String(new Date(Date.now() + 3_600_000).getUTCFullYear());
  await expect(freelancer.getByRole('heading', { name: 'Relevés de gains' })).toBeVisible();
  await freelancer.getByRole('link', { name: `Relevé ${year}`, exact: true }).click();
  await expect(freelancer.getByText('18 000 ₦').first()).toBeVisible();
  const statement = await downloadFrom(freelancer, () => freelancer.getByRole('link', { name: 'Télécharger le PDF' }).click());
  expect(statement).toContain('Relevé de gains');
  expect(statement).toContain(`Année ${year}`);
  expect(statement).toContain('18 000 ₦');
  expect(statement).toContain('2 000 ₦');
  expect(statement).toContain('12345678901');
  await context.close();
});
