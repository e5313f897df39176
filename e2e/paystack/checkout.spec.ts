import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/test';
import { PAYSTACK_ORIGIN, PAYSTACK_SECRET_KEY } from '../ports.mjs';

/** The local Paystack's checkout page, as a payer uses it: no JavaScript, two buttons, back to the merchant. */

test.use({ javaScriptEnabled: false });

const auth = { authorization: `Bearer ${PAYSTACK_SECRET_KEY}` };

async function initialize(request: APIRequestContext, reference: string) {
  const res = await request.post(`${PAYSTACK_ORIGIN}/transaction/initialize`, {
    headers: auth,
    data: { email: 'payer@example.ng', amount: 1_218_000, reference, callback_url: `${PAYSTACK_ORIGIN}/?back=1` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data as { authorization_url: string; reference: string };
}

async function statusOf(request: APIRequestContext, reference: string): Promise<string> {
  const res = await request.get(`${PAYSTACK_ORIGIN}/transaction/verify/${reference}`, { headers: auth });
  return (await res.json()).data.status;
}

test('the payer sees the amount and pays, then lands on the callback URL', async ({ page, request }) => {
  const { authorization_url, reference } = await initialize(request, `e2e-pay-${Date.now()}`);
  await page.goto(authorization_url);
  await expect(page.getByText('₦12,180.00')).toBeVisible();
  await expect(page.getByText('payer@example.ng')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(`${PAYSTACK_ORIGIN}/?back=1&trxref=${reference}&reference=${reference}`);
  expect(await statusOf(request, reference)).toBe('success');
});

test('the payer declines and the charge fails', async ({ page, request }) => {
  const { authorization_url, reference } = await initialize(request, `e2e-decline-${Date.now()}`);
  await page.goto(authorization_url);
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(new RegExp(`reference=${reference}$`));
  expect(await statusOf(request, reference)).toBe('failed');
});
