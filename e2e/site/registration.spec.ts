import { enterCode, expect, newPhone, PNG, test } from './support/fixtures';

test('an employer registers, verifies, completes the profile with a logo and reaches the dashboard', async ({ page }) => {
  const phone = newPhone();
  await page.goto('/signup?type=employer');
  await expect(page.getByText('Registering as: Employer')).toBeVisible();

  // Errors appear only after the first submit.
  await expect(page.getByText(/is required|Enter your first and last name/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Enter your first and last name')).toHaveCount(2);
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('First name').fill('Chidi');
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Phone number').pressSequentially(phone);
  await expect(page.getByLabel('Phone number')).toHaveValue(`(${phone.slice(0, 3)}) ${phone.slice(3, 7)}-${phone.slice(7)}`);
  await page.getByLabel('Email address').fill(`e${phone}@example.com`);
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password requires min of 8 character')).toBeVisible();
  await page.getByLabel('Password').fill('Employer123');
  const since = Date.now() - 1000;
  // Submit stays disabled while the call runs (the answer is held back a little to see it).
  await page.route('**/signup.data', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('button', { name: 'Create account' })).toBeDisabled();

  await expect(page).toHaveURL(/\/verification$/);
  await expect(page.getByText('A security code has been sent to your phone number')).toBeVisible();
  await enterCode(page, phone, since);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/user-welcome$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Chidi!' })).toBeVisible();
  await expect(page.getByText('Complete your recruiter profile to start posting jobs.')).toBeVisible();
  await page.getByRole('link', { name: 'Complete recruiter profile' }).click();

  await expect(page).toHaveURL(/\/employer\/signup$/);
  await expect(page.getByRole('navigation', { name: 'Account type' }).getByRole('link')).toHaveText(['Freelancer', 'Employer']);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Company name is required')).toBeVisible();
  await expect(page.getByText('Industry is required')).toBeVisible();
  await page.getByLabel('Company name').fill('Okafor <Logistics>');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('The characters < > * ! are not allowed')).toBeVisible();

  await page.getByLabel('Company name').fill('Okafor Logistics');
  await page.getByLabel('Your designation').fill('Operations manager');
  await page.getByLabel('Industry').selectOption({ index: 1 });
  await page.getByLabel('State').selectOption({ label: 'Lagos' });
  // Images only.
  await page.getByLabel('Company logo').setInputFiles({ name: 'logo.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText('Choose an image file (PNG, JPEG, WebP or GIF)')).toBeVisible();
  await page.getByLabel('Company logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Choose an image file (PNG, JPEG, WebP or GIF)')).toHaveCount(0);
  const preview = page.getByRole('img', { name: 'Preview of the chosen image' });
  await expect(preview).toBeVisible();
  await expect(preview).toHaveAttribute('width', '400');
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/signup-success$/);
  await expect(page.getByRole('heading', { name: 'Account Created Successfully' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/home');
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Employer dashboard' })).toBeVisible();
});

test('a freelancer registers, sees the featured job, completes the profile with job types', async ({ page }) => {
  const phone = newPhone();
  await page.goto('/signup-intro');
  await page.getByLabel(/I am a freelancer/).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  // The profile page needs an account: sign-in first, keeping where the user was going.
  await expect(page).toHaveURL(/\/login\?redirect=%2Ffreelancer%2Fsignup$/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup\?type=freelancer$/);
  await expect(page.getByText('Registering as: Freelancer')).toBeVisible();

  await page.getByLabel('First name').fill('Amaka');
  await page.getByLabel('Last name').fill('Eze');
  await page.getByLabel('Phone number').fill(phone);
  await page.getByLabel('Email address').fill(`f${phone}@example.com`);
  await page.getByLabel('Password').fill('Freelance123');
  const since = Date.now() - 1000;
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verification$/);
  await enterCode(page, phone, since);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/user-welcome$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Amaka!' })).toBeVisible();
  const card = page.getByRole('region', { name: /./ }).filter({ hasText: 'Featured job' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'View and bid' })).toHaveAttribute('href', /^\/freelancer\/details\/\d+$/);
  await expect(page.getByRole('separator')).toHaveText('Or');
  await page.getByRole('link', { name: 'Complete your profile' }).click();

  await expect(page).toHaveURL(/\/freelancer\/signup$/);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  for (const message of ['Gender is required', 'State is required', 'Job type is required', 'Description is required', 'Industry is required']) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByLabel('Female').check();
  await page.getByLabel('State').selectOption({ index: 2 });
  await page.getByLabel('Industry').selectOption({ index: 1 });
  const jobTypes = page.getByRole('group', { name: 'Job types' }).getByRole('checkbox');
  await jobTypes.nth(0).check();
  await jobTypes.nth(1).check();
  await page.getByLabel('About you').fill('Reliable errands and deliveries around Lagos.');
  await page.getByLabel('Identification document or photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(page).toHaveURL(/\/signup-success$/);
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/freelancer\/dashboard$/);
});

test('the whole registration in French', async ({ page }) => {
  const phone = newPhone();
  await page.goto('/signup?type=freelancer');
  await page.getByRole('button', { name: /FR/ }).click();
  await expect(page.getByRole('heading', { name: 'Créez votre compte' })).toBeVisible();
  await expect(page).toHaveTitle('Créer un compte | GigMarket');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.getByRole('button', { name: 'Créer le compte' }).click();
  await expect(page.getByText('Saisissez votre prénom et votre nom')).toHaveCount(2);
  await page.getByLabel('Prénom').fill('Léa');
  await page.getByLabel('Nom', { exact: true }).fill('Dubois');
  await page.getByLabel('Numéro de téléphone').fill(phone);
  await page.getByLabel('Adresse e-mail').fill(`fr${phone}@example.com`);
  await page.getByLabel('Mot de passe').fill('Bonjour123');
  const since = Date.now() - 1000;
  await page.getByRole('button', { name: 'Créer le compte' }).click();

  await expect(page).toHaveURL(/\/verification$/);
  await expect(page.getByRole('heading', { name: 'Saisissez votre code de sécurité' })).toBeVisible();
  await expect(page.getByText('Un code de sécurité a été envoyé à votre numéro de téléphone')).toBeVisible();
  await enterCode(page, phone, since);
  await page.getByRole('button', { name: 'Vérifier' }).click();

  await expect(page.getByRole('heading', { name: 'Bienvenue, Léa !' })).toBeVisible();
  await page.getByRole('link', { name: 'Compléter votre profil' }).click();
  await expect(page.getByRole('heading', { name: 'Complétez votre profil de freelance' })).toBeVisible();
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();
  await expect(page.getByText('Le genre est obligatoire')).toBeVisible();
  await page.getByLabel('Femme').check();
  await page.getByLabel('État').selectOption({ index: 1 });
  await page.getByLabel('Secteur d’activité').selectOption({ index: 1 });
  await page.getByRole('group', { name: 'Types de mission' }).getByRole('checkbox').first().check();
  await page.getByLabel('À propos de vous').fill('Traductrice et guide.');
  await page.getByRole('button', { name: 'Enregistrer et continuer' }).click();

  await expect(page.getByRole('heading', { name: 'Compte créé avec succès' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toBeVisible();

  // The choice is remembered on the next visit.
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  expect(await page.evaluate(() => localStorage.getItem('gm_lang'))).toBe('fr');
});
