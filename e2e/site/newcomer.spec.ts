import { enterCode, expect, newPhone, test } from './support/fixtures';
import { textsTo } from './support/sms';
import type { Page } from '@playwright/test';

/**
 * A newcomer on a phone: from /home through sign-up to a first application, never told "Invalid
 * login credentials" (docs/onboarding.md). The sign-in page is reached on the way to the profile
 * page, as the spec's routes say, and it leads with creating the account.
 */
test.use({ viewport: { width: 360, height: 780 } });

const WORDS = {
  en: {
    join: 'Create an account',
    freelancer: /I am a freelancer/,
    continue: 'Continue',
    firstYourAccount: 'First, your account',
    create: 'Create an account',
    registeringAs: 'Registering as: Freelancer',
    first: 'First name',
    last: 'Last name',
    phone: 'Phone number',
    email: 'Email address',
    password: 'Password',
    submit: 'Create account',
    verify: 'Verify',
    welcome: 'Welcome, Ngozi!',
    viewAndBid: 'View and bid',
    applyNow: 'Apply now',
    applied: 'Application sent',
    invalid: 'Invalid login credentials',
    nextSteps: 'Your next steps',
    stepProfile: 'Complete your profile',
    stepLocation: 'Set your location, so jobs near you come first',
    stepBank: 'Add the bank account you are paid to',
  },
  fr: {
    join: 'Créer un compte',
    freelancer: /Je suis freelance/,
    continue: 'Continuer',
    firstYourAccount: 'D’abord, votre compte',
    create: 'Créer un compte',
    registeringAs: 'Inscription en tant que : Freelance',
    first: 'Prénom',
    last: 'Nom',
    phone: 'Numéro de téléphone',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Créer le compte',
    verify: 'Vérifier',
    welcome: 'Bienvenue, Ngozi !',
    viewAndBid: 'Voir et proposer',
    applyNow: 'Postuler maintenant',
    applied: 'Candidature envoyée',
    invalid: 'Identifiants de connexion invalides',
    nextSteps: 'Vos prochaines étapes',
    stepProfile: 'Complétez votre profil',
    stepLocation: 'Indiquez votre position, pour voir d’abord les missions proches',
    stepBank: 'Ajoutez le compte bancaire sur lequel vous êtes payé',
  },
} as const;

async function neverRefused(page: Page, words: (typeof WORDS)[keyof typeof WORDS]) {
  await expect(page.getByText(words.invalid)).toHaveCount(0);
  await expect(page.getByText(WORDS.en.invalid)).toHaveCount(0);
}

for (const lang of ['en', 'fr'] as const) {
  test(`a newcomer in ${lang} goes from /home to a first application without a dead end`, async ({ page }) => {
    const w = WORDS[lang];
    const phone = newPhone();
    await page.goto('/home');
    if (lang === 'fr') {
      await page.getByRole('button', { name: /FR/ }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    }
    await page.getByRole('link', { name: w.join }).first().click();
    await expect(page).toHaveURL(/\/signup-intro$/);
    await page.getByLabel(w.freelancer).check();
    await page.getByRole('button', { name: w.continue }).click();

    // The profile page needs an account: the sign-in page says so first, with the role kept.
    await expect(page).toHaveURL(/\/login\?redirect=%2Ffreelancer%2Fsignup$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(w.firstYourAccount);
    await neverRefused(page, w);
    await page.getByRole('link', { name: w.create }).click();
    await expect(page).toHaveURL(/\/signup\?type=freelancer$/);
    await expect(page.getByText(w.registeringAs)).toBeVisible();

    await page.getByLabel(w.first).fill('Ngozi');
    await page.getByLabel(w.last, { exact: true }).fill('Adeyemi');
    await page.getByLabel(w.phone).fill(phone);
    await page.getByLabel(w.email).fill(`n${phone}@example.com`);
    await page.getByLabel(w.password).fill('Newcomer123');
    const since = Date.now() - 1000;
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page).toHaveURL(/\/verification$/);
    await enterCode(page, phone, since);
    await page.getByRole('button', { name: w.verify }).click();

    await expect(page).toHaveURL(/\/user-welcome$/);
    await expect(page.getByRole('heading', { name: w.welcome })).toBeVisible();
    await page.getByRole('link', { name: w.viewAndBid }).click();
    await expect(page).toHaveURL(/\/freelancer\/details\/\d+$/);
    await page.getByRole('button', { name: w.applyNow }).click();
    await expect(page.getByText(w.applied).first()).toBeVisible();
    await neverRefused(page, w);

    // The dashboard says what is left to do, each a link to where it is done.
    await page.goto('/freelancer/dashboard');
    const steps = page.getByRole('region', { name: w.nextSteps });
    await expect(steps.getByRole('link')).toHaveText([w.stepProfile, w.stepLocation, w.stepBank]);
    await steps.getByRole('link', { name: w.stepBank }).click();
    await expect(page).toHaveURL(/\/freelancer\/bank-account$/);

    // The language chosen before signing up is the account's: its code came in that language.
    const codeText = textsTo(phone, since)[0];
    expect(codeText).toMatch(lang === 'fr' ? /est votre code de vérification GigMarket/ : /is your GigMarket verification code/);
  });
}

test('a number with no account, typed on the sign-in page, is offered a sign-up that keeps it', async ({ page }) => {
  const phone = newPhone();
  await page.goto('/login');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByRole('button', { name: 'Send my code' }).click();
  // The spec's words stay, with a way on.
  await expect(page.getByText('Invalid login credentials')).toBeVisible();
  await page.getByRole('link', { name: 'Create one with it' }).click();
  await expect(page).toHaveURL(new RegExp(`/signup\\?type=freelancer&phone=${phone}$`));
  await expect(page.getByLabel('Phone number')).toHaveValue(`(${phone.slice(0, 3)}) ${phone.slice(3, 7)}-${phone.slice(7)}`);
});

test('the sign-in page reached on the way to an employer profile offers an employer account', async ({ page }) => {
  await page.goto('/signup-intro');
  await page.getByLabel(/I am an employer/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Femployer%2Fsignup$/);
  await expect(page.getByText('Your recruiter profile belongs to an account')).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByText('Registering as: Employer')).toBeVisible();
  // Someone who has an account signs in below, as before.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Already have an account?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send my code' })).toBeVisible();
});
