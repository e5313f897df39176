/**
 * Deleting an account at 360 px (docs/privacy.md "Deleting an account"): a freelancer deletes theirs
 * in English and keeps it by signing in during the grace period; an employer deletes theirs in
 * French, and once the API's clock is 14 days on and the erasure task ran, the phone no longer signs
 * in. Each journey's own people.
 */
import { API_ORIGIN } from '../ports.mjs';
import { enterCode, expect, signIn, test } from './support/fixtures';
import { nextSmsSince } from './support/sms';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** gm_lang = "fr", as the site's language switch stores it (a react-router cookie: base64 JSON). */
const FRENCH = { name: 'gm_lang', value: 'ImZyIg%3D%3D' };

test('a freelancer deletes the account, then signs in within the grace period and keeps it', async ({ page, people }) => {
  const freelancer = await people.freelancer('Kemi');
  await signIn(page, freelancer.phone);
  await page.goto('/freelancer/account');
  await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Delete my account' }).click();
  await expect(page.getByRole('heading', { name: 'Delete my account', level: 1 })).toBeVisible();
  await expect(page.getByText('You are signed out everywhere at once.')).toBeVisible();
  await expect(page.getByText(/kept for 6 years/)).toBeVisible();

  const since = nextSmsSince(freelancer.phone);
  await page.getByRole('button', { name: 'Text me a code to confirm' }).click();
  await enterCode(page, freelancer.phone, since);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Your account will be deleted in 14 days. Sign in before then to cancel.')).toBeVisible();

  // Signing in again leads to the offer to cancel.
  await signIn(page, freelancer.phone);
  await expect(page).toHaveURL(/\/freelancer\/account\/delete$/);
  await expect(page.getByRole('heading', { name: 'Your account will be deleted' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel the deletion and keep my account' }).click();
  await expect(page.getByText('The deletion is cancelled: your account is kept')).toBeVisible();
  await expect(page).toHaveURL(/\/freelancer\/dashboard$/);
});

test('an employer deletes the account in French; 14 days later it is erased and the phone no longer signs in', async ({ page, people, baseURL, apiClock, request }) => {
  const employer = await people.employer('Tunde');
  await signIn(page, employer.phone);
  await page.context().addCookies([{ ...FRENCH, url: baseURL! }]);
  await page.goto('/employer/account/delete');
  await expect(page.getByRole('heading', { name: 'Supprimer mon compte', level: 1 })).toBeVisible();
  const since = nextSmsSince(employer.phone);
  await page.getByRole('button', { name: 'M’envoyer un code de confirmation par SMS' }).click();
  await enterCode(page, employer.phone, since);
  await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Votre compte sera supprimé dans 14 jours. Connectez-vous avant pour annuler.')).toBeVisible();

  for (let day = 0; day < 14; day++) await apiClock.advance(86_400);
  const ran = await request.post(`${API_ORIGIN}/api/test/clock/tasks/account-erasure`);
  expect(ran.status()).toBe(202);
  // The task runs in the background: the phone stops signing in once it has.
  await expect
    .poll(async () => (await request.post(`${API_ORIGIN}/api/auth/login`, { data: { fieldName: 'phone', username: employer.phone } })).status(), { timeout: 15_000 })
    .toBe(401);
  await page.goto('/login');
  await page.getByLabel('Numéro de téléphone').fill(employer.phone);
  await page.getByRole('button', { name: 'Recevoir mon code' }).click();
  await expect(page).not.toHaveURL(/\/verification$/);
});
