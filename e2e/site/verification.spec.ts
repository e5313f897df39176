import { expect, test } from './support/fixtures';
import { countSms, nextSmsSince } from './support/sms';

// It moves the API's clock, which every journey of the shard shares: apiClock takes the API alone
// while it is moved (support/api-state.ts, docs/testing.md "Journey fixtures").
test('the resend button is disabled through a 30-second countdown ticking each second', async ({ page, readSms, apiClock, people }) => {
  const { phone } = await people.freelancer();
  // The page's timers and the API's clock are moved, not waited for (docs/testing.md "Time in the browser journeys").
  await page.clock.install();
  await page.goto('/login');
  const since = nextSmsSince(phone);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send my code' }).click();
  await expect(page).toHaveURL(/\/verification$/);
  await readSms(phone, { since });

  const resend = page.getByRole('button', { name: /Resend code/ });
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText(/Resend code in (30|29|28) s/);
  const before = Number((await resend.textContent())!.match(/\d+/)![0]);
  await page.clock.runFor(2000);
  const after = Number((await resend.textContent())!.match(/\d+/)![0]);
  expect(before - after).toBeGreaterThanOrEqual(2);
  expect(before - after).toBeLessThanOrEqual(3);

  await page.clock.runFor(30_000);
  await expect(resend).toHaveText('Resend code');
  await expect(resend).toBeEnabled();
  const sent = countSms(phone);

  // A page whose clock ran ahead cannot send early: the API keeps the 30 s on its own clock.
  await resend.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please wait before requesting another code' })).toBeVisible();
  expect(countSms(phone)).toBe(sent);

  await apiClock.advance(30);
  const resentAt = Date.now() - 500;
  await resend.click();
  await expect(page.getByText('A security code has been sent to your phone number')).toBeVisible();
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText(/Resend code in (30|29) s/);
  const second = await readSms(phone, { since: resentAt });
  expect(countSms(phone)).toBe(sent + 1);

  // The newest code works (paste fills the six boxes).
  await page.getByLabel('Digit 1 of 6').focus();
  await page.evaluate((code) => {
    const data = new DataTransfer();
    data.setData('text/plain', code);
    document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, second);
  await expect(page.getByLabel('Digit 6 of 6')).toHaveValue(second.slice(-1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/(user-welcome|freelancer\/dashboard)$/);
});
