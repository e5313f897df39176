import { enterCode, expect, signIn, test } from './support/fixtures';
import { nextSmsSince } from './support/sms';

test('a guarded page while signed out sends to /login with the original url', async ({ page }) => {
  await page.goto('/freelancer/signup');
  await expect(page).toHaveURL('/login?redirect=%2Ffreelancer%2Fsignup');
  await page.goto('/user-welcome');
  await expect(page).toHaveURL('/login?redirect=%2Fuser-welcome');
  await page.goto('/employer/listings?page=2');
  await expect(page).toHaveURL('/login?redirect=%2Femployer%2Flistings%3Fpage%3D2');
});

test('sign-in follows the redirect parameter, and signed-in users leave the anonymous pages', async ({ page, people }) => {
  const { phone } = await people.employer();
  await page.goto('/employer/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  // Errors only after the first submit, then the field rules (docs/onboarding.md, "Form fields: rules and messages").
  await expect(page.getByText('Phone number is required')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send my code' }).click();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await page.getByLabel('Phone number').fill('0803a');
  await page.getByRole('button', { name: 'Send my code' }).click();
  await expect(page.getByText('Enter digits only')).toBeVisible();
  await page.getByLabel('Phone number').fill('09099999999');
  await page.getByRole('button', { name: 'Send my code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid login credentials' })).toBeVisible();

  const since = nextSmsSince(phone);
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send my code' }).click();
  await expect(page).toHaveURL(/\/verification$/);
  await page.getByLabel('Digit 1 of 6').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error' })).toContainText('Invalid or expired code');
  await enterCode(page, phone, since);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL('/employer/dashboard');

  for (const path of ['/login', '/signup', '/signup-intro', '/forgot-password']) {
    await page.goto(path);
    await expect(page).toHaveURL('/employer/dashboard');
  }
});

test('an employer opening a freelancer page is sent to /unauthorized', async ({ page, people }) => {
  await signIn(page, (await people.employer()).phone);
  await page.goto('/freelancer/signup');
  await expect(page).toHaveURL(/\/unauthorized/);
  await expect(page.getByText("You do not have permission to access 'freelancer/signup' page")).toBeVisible();
  await expect(page).toHaveTitle('Unauthorized | GigMarket');
});

test('verification with no saved username goes to /login; reset without a code goes to /forgot-password', async ({ page }) => {
  await page.goto('/verification');
  await expect(page).toHaveURL('/login');
  await page.goto('/reset-password');
  await expect(page).toHaveURL('/forgot-password');
  await page.goto('/');
  await expect(page).toHaveURL('/home');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/home');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('sign-in works as plain forms', async ({ page, readSms, people }) => {
    const { phone } = await people.freelancer();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Send my code' }).click();
    await expect(page.getByText('Phone number is required')).toBeVisible();
    await page.getByLabel('Phone number').fill('0803x');
    await page.getByRole('button', { name: 'Send my code' }).click();
    await expect(page.getByText('Enter digits only')).toBeVisible();
    // The server answers 400 with the field's error and what was typed.
    await expect(page.getByLabel('Phone number')).toHaveValue('0803x');
    await expect(page.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
    const since = nextSmsSince(phone);
    await page.getByLabel('Phone number').fill(phone);
    await page.getByRole('button', { name: 'Send my code' }).click();
    await expect(page).toHaveURL(/\/verification$/);
    await expect(page.getByRole('button', { name: /Resend code in \d+ s/ })).toBeDisabled();
    // Before JavaScript, the whole code can be typed in the first box.
    await page.getByLabel('Digit 1 of 6').fill(await readSms(phone, { since }));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/(user-welcome|freelancer\/dashboard)$/);

    // The language switch works as a plain form too.
    await page.getByRole('button', { name: /FR/ }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});

test.describe('splash', () => {
  test('shows on the first load of a browser session only, over the rendered page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto('/login');
    const splash = page.getByTestId('splash');
    await expect(splash).toBeVisible();
    // The page is already there beneath it.
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeAttached();
    await expect(splash).toBeHidden({ timeout: 5000 });
    await page.goto('/signup');
    await expect(page.getByTestId('splash')).toHaveCount(0);
    await context.close();
  });
});

test.describe('offline', () => {
  test('a service worker is registered and the offline page shows without a network', async ({ page, context }) => {
    await page.goto('/login');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    // Registered once the page is stable (loaded and idle), at the latest after 30 s.
    await page.waitForFunction(async () => Boolean(await navigator.serviceWorker.getRegistration()), undefined, { timeout: 35_000 });
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await context.setOffline(true);
    await page.goto('/signup').catch(() => undefined);
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await context.setOffline(false);
  });
});

test('the keyboard alone signs in: skip link, Enter submits, the code boxes move on by themselves', async ({ page, readSms, people }) => {
  const { phone } = await people.freelancer();
  await page.goto('/login');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.getByLabel('Phone number').focus();
  const since = nextSmsSince(phone);
  await page.keyboard.type(phone);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/verification$/);
  await page.getByLabel('Digit 1 of 6').focus();
  await page.keyboard.type(await readSms(phone, { since }));
  await expect(page.getByLabel('Digit 6 of 6')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/(user-welcome|freelancer\/dashboard)$/);
});
