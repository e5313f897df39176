import type { Browser, Page } from '@playwright/test';
import { ADMIN_ORIGIN, PAYSTACK_ORIGIN } from '../ports.mjs';
import { expect, signIn, test } from './support/fixtures';

/**
 * Hire to pay: the employer funds a hire through the local Paystack checkout page, the
 * freelancer checks in and marks the work done, the employer confirms, the freelancer sees the
 * payout paid, and the back office shows the ledger balanced. Its own people (the `people` fixture):
 * the freelancer applies with a quoted price to a job of the employer that started this hour (so
 * its check-in is open: docs/hire-to-pay.md "Steps on the job's clock"), and is approved.
 */
async function userPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  await context.addCookies([{ name: 'gm_splash', value: 'IjEi', url: baseURL }]);
  return context.newPage();
}

test('an employer pays to hire, the freelancer works and is paid, the books balance', async ({
  page,
  browser,
  baseURL,
  people,
}) => {
  test.setTimeout(180_000);
  const [employer, worker] = [await people.employer(), await people.freelancer()];
  const { id } = await people.hire(employer, worker, { title: 'Move office furniture', amount: '12000', price: '11500' });

  // 1. The employer funds the hire through the checkout page.
  await signIn(page, employer.phone);
  await page.goto(`/employer/hires/${id}`);
  await expect(page.locator('.pill').getByText('Approved', { exact: true })).toBeVisible();
  const amounts = page.getByRole('region', { name: 'Amounts' });
  await expect(amounts.getByText('₦11,500')).toBeVisible();
  await expect(amounts.getByText('₦172.50')).toBeVisible(); // the 1.5% gateway fee
  await expect(amounts.getByText('₦11,672.50')).toBeVisible();
  // The one thing to do, pinned at the bottom: pay, with the total on the button.
  await expect(page.getByRole('region', { name: 'Where things stand' })).toContainText('Pay ₦11,672.50 to confirm');
  const primary = page.getByTestId('primary-action');
  await primary.locator('summary', { hasText: 'Pay ₦11,672.50' }).click();
  await primary.getByRole('button', { name: 'Pay ₦11,672.50' }).click();
  await expect(page).toHaveURL(new RegExp(`^${PAYSTACK_ORIGIN}/checkout/`));
  await expect(page.getByText('₦11,672.50')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/employer/hires/${id}$`));
  await expect(page.getByText('Payment received')).toBeVisible();
  await expect(page.locator('.pill').getByText('Funded', { exact: true })).toBeVisible();

  // 2. The freelancer sees it is safe to start, checks in and marks the work done.
  const freelancer = await userPage(browser, baseURL!);
  await signIn(freelancer, worker.phone);
  await freelancer.goto(`/freelancer/hires/${id}`);
  await expect(freelancer.getByRole('main').getByText('Funded: safe to start')).toBeVisible();
  // Each step asks first (a tap on a phone is easy to make by mistake).
  await freelancer.locator('summary', { hasText: 'Check in' }).click();
  await freelancer.getByRole('group', { name: 'Check in' }).getByRole('button', { name: 'Check in' }).click();
  await expect(freelancer.locator('.pill').getByText('In progress', { exact: true })).toBeVisible();
  await freelancer.locator('summary', { hasText: 'Mark work done' }).click();
  await freelancer.getByRole('group', { name: 'Mark work done' }).getByRole('button', { name: 'Mark work done' }).click();
  await expect(freelancer.locator('.pill').getByText('Work done', { exact: true })).toBeVisible();

  // The freelancer adds the bank account the payout goes to, confirming the bank's name for it.
  await freelancer.goto('/freelancer/bank-account');
  await freelancer.getByLabel('Bank').selectOption({ label: 'Guaranty Trust Bank' });
  await freelancer.getByLabel('Account number').fill('0123456789');
  await freelancer.getByRole('button', { name: 'Check account' }).click();
  await freelancer.getByRole('button', { name: 'Save account' }).click();
  await expect(freelancer.getByText('******6789').or(freelancer.getByText('0123456789')).first()).toBeVisible();

  // 3. The employer confirms completion.
  await page.reload();
  await expect(page.locator('.pill').getByText('Work done', { exact: true })).toBeVisible();
  await page.locator('summary', { hasText: 'Confirm completion' }).click();
  await page.getByRole('button', { name: 'Confirm completion' }).click();
  await expect(page.locator('.pill').getByText(/^(Completed|Paid)$/)).toBeVisible();

  // 4. The transfer settles by its webhook; the freelancer sees the payout paid.
  await expect(async () => {
    await freelancer.goto(`/freelancer/hires/${id}`);
    await expect(freelancer.locator('.pill').getByText('Paid', { exact: true })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await freelancer.goto('/freelancer/money');
  await expect(freelancer.getByRole('heading', { name: 'Money' })).toBeVisible();
  await expect(freelancer.getByText('Successful').first()).toBeVisible();
  await expect(freelancer.getByText('₦10,350').first()).toBeVisible(); // 11,500 less the 10% commission

  // 5. The back office shows the ledger balanced.
  const admin = await userPage(browser, ADMIN_ORIGIN);
  await admin.goto('/login');
  await admin.getByLabel('Email').fill('admin@gigmarket.test');
  await admin.getByRole('textbox', { name: 'Password' }).fill('Admin123!');
  await admin.getByRole('button', { name: 'Sign in' }).click();
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  await admin.goto('/admin/ledger/accounts');
  await expect(admin.getByRole('heading', { name: 'Accounts and trial balance' })).toBeVisible();
  await expect(admin.getByRole('status', { name: 'Balanced' })).toBeVisible();
  // Accounts are named in words; the hire's escrow is "Escrow, application #<id>".
  await expect(admin.getByRole('link', { name: `Entries of Escrow, application #${id}`, exact: true })).toBeVisible();
});
