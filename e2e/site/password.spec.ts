import { enterCode, expect, signIn, test } from './support/fixtures';
import { nextSmsSince } from './support/sms';

test('forgot password -> verify -> reset -> sign in again', async ({ page, people }) => {
  const { phone } = await people.freelancer();
  await page.goto('/forgot-password');
  await page.getByRole('button', { name: 'Send my code' }).click();
  await expect(page.getByText('User ID field is required')).toBeVisible();
  await page.getByLabel('Phone number or email').fill('08099999990');
  await page.getByRole('button', { name: 'Send my code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid User ID' })).toBeVisible();

  const since = nextSmsSince(phone);
  await page.getByLabel('Phone number or email').fill(phone);
  await page.getByRole('button', { name: 'Send my code' }).click();
  await expect(page).toHaveURL(/\/verification$/);
  await enterCode(page, phone, since);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByText('one uppercase letter')).toBeVisible();
  await page.getByLabel('New password').fill('abc');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password requires min of 8 character')).toBeVisible();
  await page.getByLabel('New password').fill('NewSecret2026');
  await page.getByRole('button', { name: 'Reset password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been reset')).toBeVisible();
  // The stored user, code and action are gone.
  await page.goto('/reset-password');
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.goto('/verification');
  await expect(page).toHaveURL(/\/login$/);

  // Sign in again at once (the site signs in by phone and text code): a code already used does
  // not hold the next one back.
  await signIn(page, phone);
  await expect(page).toHaveURL(/\/(user-welcome|freelancer\/dashboard)$/);
});
