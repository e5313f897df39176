import type { Browser, Page } from '@playwright/test';
import { expect, PNG, signIn, test } from './support/fixtures';

/**
 * The whole story: an employer posts a job; a freelancer finds it by search and filters,
 * saves it and applies with a new price; the employer's bell shows it and the employer approves;
 * the freelancer sees the approval and the connection. Each journey has its own people (the `people` fixture).
 */

async function newUserPage(browser: Browser, baseURL: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport });
  await context.addCookies([{ name: 'gm_splash', value: 'IjEi', url: baseURL }]);
  return context.newPage();
}

async function bellCount(page: Page): Promise<number> {
  const badge = page.getByTestId('bell-badge');
  return (await badge.count()) ? Number(await badge.textContent()) : 0;
}

test('an employer posts a job, a freelancer finds, saves and applies, the employer approves', async ({ page, browser, baseURL, people }) => {
  test.setTimeout(150_000);
  const word = `Hedgecraft${Date.now() % 100000}`;
  const title = `${word} garden hedge trimming`;

  // The employer posts a job with every required field.
  await signIn(page, (await people.employer()).phone);
  await expect(page).toHaveURL(/\/employer\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Employer dashboard' })).toBeVisible();
  const before = await bellCount(page);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Listings' }).click();
  await expect(page.getByRole('heading', { name: 'My listings' })).toBeVisible();
  await page.getByRole('link', { name: 'Post a job' }).click();
  await expect(page).toHaveURL(/\/employer\/listings\/add$/);
  // The top nav is hidden on this page.
  await expect(page.getByLabel(/Account menu/)).toHaveCount(0);
  // Publishing without the required fields says what is missing.
  await page.getByLabel('Job title').fill(title);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Please correct the fields marked below')).toBeVisible();
  await expect(page.getByText('Required to publish').first()).toBeVisible();
  await page.getByLabel('Category').selectOption({ label: 'Cleaning' });
  await page.getByLabel('Job type').selectOption({ index: 1 });
  await page.getByLabel('Fixed amount').fill('15000');
  await page.getByLabel('Start date').fill('2027-03-15');
  await page.getByLabel('Start time').fill('09:00');
  await page.getByLabel('End time').fill('13:00');
  await page.getByLabel('Address').fill('12 Allen Avenue, Ikeja');
  await page.getByLabel('State').selectOption({ label: 'Lagos' });
  await page.getByLabel('Location (town, area)').fill('Ikeja, Lagos');
  // The place comes from the browser's location (docs/offline.md, "Places"), not typed numbers.
  await page.context().grantPermissions(['geolocation']);
  await page.context().setGeolocation({ latitude: 6.6018, longitude: 3.3515 });
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByTestId('place-status')).toHaveText('Ikeja, Lagos');
  await page.getByLabel('Description of the work').fill(`Trim the ${word} hedges around a small compound and take the cuttings away.`);
  await page.getByLabel('Duration').fill('4 hours');
  await page.getByLabel('Expected result').fill('Neat hedges, clean yard');
  // Two people: one approval leaves the job open (docs/hire-to-pay.md "Jobs that fill").
  await page.getByLabel('People to hire').fill('2');
  await page.getByLabel('Add pictures').setInputFiles({ name: 'hedge.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/employer\/listings\?status=open$/);
  await expect(page.getByText('Job published')).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByText('Open', { exact: true })).toBeVisible();

  // A freelancer finds it by text and filters, with the query in the URL.
  const fp = await newUserPage(browser, baseURL!);
  // Located in Ikeja: the job's page shows how far it is.
  await signIn(fp, (await people.freelancer('Ada', { latitude: 6.6018, longitude: 3.3515 })).phone);
  await expect(fp).toHaveURL(/\/freelancer\/dashboard$/);
  await fp.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Find jobs' }).click();
  await expect(fp.getByRole('heading', { name: 'Find jobs' })).toBeVisible();
  await fp.getByLabel('Search jobs').fill(word.toLowerCase());
  await fp.getByText(/^Filters \(\d+\)$/).click();
  await fp.getByLabel('Category').selectOption({ label: 'Cleaning' });
  await fp.getByLabel('State', { exact: true }).selectOption({ label: 'Lagos' });
  await fp.getByLabel('Minimum amount').fill('10000');
  await fp.getByLabel('Maximum amount').fill('20000');
  await fp.getByRole('button', { name: 'Apply filters' }).click();
  await expect(fp).toHaveURL(new RegExp(`q=${word.toLowerCase()}.*min_amount=10000`));
  await expect(fp.getByText('1 job found')).toBeVisible();
  // The same URL gives the same results after a reload.
  await fp.reload();
  await expect(fp.getByLabel('Search jobs')).toHaveValue(word.toLowerCase());
  await expect(fp.getByText('1 job found')).toBeVisible();
  // A filter that excludes it (the filters fold again behind "Filters (4)" after a search).
  await fp.getByText('Filters (4)').click();
  await fp.getByLabel('Maximum amount').fill('12000');
  await fp.getByRole('button', { name: 'Apply filters' }).click();
  await expect(fp.getByText('No job matches your search. Try fewer filters.')).toBeVisible();
  // The empty state's way out keeps the words and drops the filters.
  await fp.getByRole('link', { name: 'Clear the filters, keep the words' }).click();
  await expect(fp).toHaveURL(new RegExp(`\\?q=${word.toLowerCase()}$`));
  await expect(fp.getByText('1 job found')).toBeVisible();
  await fp.goBack();
  await fp.goBack();
  await fp.getByRole('link', { name: title }).click();
  await expect(fp.getByRole('heading', { name: title })).toBeVisible();
  // The area, not the street address: that reaches only the hired freelancer (docs/places.md).
  await expect(fp.getByText(/^Ikeja, Lagos · [\d.,]+ km$/)).toBeVisible();
  await expect(fp.getByText('12 Allen Avenue, Ikeja')).toHaveCount(0);
  await expect(fp.getByText('Neat hedges, clean yard')).toBeVisible();
  await expect(fp.getByRole('img', { name: `Picture of ${title}` })).toBeVisible();

  // Saves it, then applies with a new price.
  await fp.getByRole('button', { name: 'Save job' }).click();
  await expect(fp.getByText('Job saved')).toBeVisible();
  await expect(fp.getByRole('button', { name: 'Remove from saved' })).toBeVisible();
  await fp.getByLabel('Your price (optional)').fill('17500');
  await fp.getByRole('button', { name: 'Apply now' }).click();
  await expect(fp.getByText('Application sent')).toBeVisible();
  await expect(fp.getByText('You applied for this job:')).toBeVisible();
  await expect(fp.locator('.apply-panel').getByText('Pending')).toBeVisible();
  await expect(fp.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
  await fp.getByLabel(/Account menu/).click();
  await fp.getByRole('link', { name: 'Saved', exact: true }).click();
  await expect(fp.getByRole('heading', { name: 'Saved jobs' })).toBeVisible();
  await expect(fp.getByRole('link', { name: title })).toBeVisible();

  // The employer's bell shows one more; the notification names the job.
  await page.reload();
  await expect(page.getByTestId('bell-badge')).toHaveText(String(before + 1));
  await page.getByLabel(`Notifications: ${before + 1} new`).click();
  const panel = page.getByRole('region', { name: 'Your notifications' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(title).first()).toBeVisible();

  // Approves the application, which shows the quoted price.
  await card.getByRole('link', { name: /applicants?\b/ }).click();
  await expect(page.getByRole('heading', { name: `Applicants for “${title}”` })).toBeVisible();
  await expect(page.getByText(/Price: .* · Quoted price/)).toBeVisible();
  await expect(page.getByText(/17,500/)).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Application approved')).toBeVisible();
  await expect(page.locator('.listing-card').getByText('Approved')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('1 of 2 hired');

  // Deleting a notification reloads the list without it (counted by its own name: another
  // notice of this employer's may arrive meanwhile, after the approval).
  await page.locator('.bell > summary').click();
  const first = page.getByRole('button', { name: /^Delete the notification/ }).first();
  const name = (await first.getAttribute('aria-label')) ?? (await first.textContent())!;
  const sameName = page.getByRole('button', { name, exact: true, includeHidden: true });
  const named = await sameName.count();
  await first.click();
  await expect(sameName).toHaveCount(named - 1);

  // The employer edits, closes and reopens the job.
  await page.goto('/employer/listings?status=open');
  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { name: 'Edit the listing' })).toBeVisible();
  await expect(page.getByLabel('Job title')).toHaveValue(title);
  await page.getByLabel('Duration').fill('5 hours');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Listing saved')).toBeVisible();
  await card.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('Listing closed')).toBeVisible();
  await page.goto('/employer/listings?status=closed');
  await expect(card.getByText('Closed', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Reopen' }).click();
  await expect(page.getByText('Listing reopened')).toBeVisible();

  // The freelancer sees the approval and the new connection.
  await fp.goto('/freelancer/applications');
  const application = fp.getByRole('listitem').filter({ has: fp.getByRole('heading', { name: title }) });
  await expect(application.getByText('Approved')).toBeVisible();
  await fp.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Connections' }).click();
  await expect(fp.getByRole('heading', { name: 'Connections', level: 1 })).toBeVisible();
  const employer = fp.getByRole('listitem').filter({ hasText: 'Bola' });
  await expect(employer.first()).toBeVisible();
  await employer.first().getByRole('link', { name: 'View profile' }).click();
  const profile = fp.getByRole('region', { name: /Bola/ });
  await expect(profile).toBeVisible();
  await expect(profile.getByText('Disconnect', { exact: true })).toBeVisible();
  await fp.context().close();
});

test('the drawer is an overlay on a 360 px screen', async ({ browser, baseURL, people }) => {
  const page = await newUserPage(browser, baseURL!, { width: 360, height: 740 });
  await signIn(page, (await people.freelancer()).phone);
  await expect(page).toHaveURL(/\/freelancer\/dashboard$/);
  const drawer = page.getByRole('navigation', { name: 'Main menu' });
  await expect(drawer).toBeHidden();
  const toggle = page.getByRole('button', { name: 'Open the menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(drawer).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer.getByRole('link', { name: 'GigMarket' })).toHaveAttribute('href', '/home');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await toggle.click();
  await drawer.getByRole('link', { name: 'Find jobs' }).click();
  await expect(page).toHaveURL(/\/freelancer\/jobs$/);
  await expect(drawer).toBeHidden();
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The account: social links and a portfolio item, removed after a confirmation.
  await toggle.click();
  await drawer.getByRole('link', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { name: 'Account', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await page.getByLabel('LinkedIn').fill('https://www.linkedin.com/in/demo-freelancer');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Your changes are saved')).toBeVisible();
  await expect(page.getByLabel('LinkedIn')).toHaveValue('https://www.linkedin.com/in/demo-freelancer');
  await page.getByLabel('Title').fill('My garden portfolio');
  await page.getByLabel('Link (optional)').fill('https://example.com/garden');
  await page.getByRole('button', { name: 'Add to portfolio' }).click();
  const item = page.getByRole('listitem').filter({ hasText: 'My garden portfolio' });
  await expect(item.getByRole('link', { name: 'My garden portfolio' })).toHaveAttribute('href', 'https://example.com/garden');
  await item.getByText('Remove', { exact: true }).click();
  await item.getByRole('button', { name: 'Yes, Remove' }).click();
  await expect(page.getByRole('link', { name: 'My garden portfolio' })).toHaveCount(0);
  await page.context().close();
});

test('the marketplace in French, for an employer and a freelancer', async ({ page, browser, baseURL, people }) => {
  await signIn(page, (await people.employer()).phone);
  await page.getByRole('button', { name: /FR/ }).click();
  await expect(page.getByRole('heading', { name: 'Tableau de bord employeur' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Annonces' }).click();
  await expect(page.getByRole('heading', { name: 'Mes annonces' })).toBeVisible();
  await page.getByRole('link', { name: 'Publier une mission' }).click();
  await page.getByLabel('Intitulé de la mission').fill('Brouillon de mission de test');
  await page.getByRole('button', { name: 'Enregistrer le brouillon' }).click();
  await expect(page.getByText('Annonce enregistrée')).toBeVisible();
  const draft = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Brouillon de mission de test' }) }).first();
  await expect(draft.getByText('Brouillon', { exact: true })).toBeVisible();
  // Deleting asks first.
  await draft.getByText('Supprimer', { exact: true }).click();
  await expect(draft.getByText('Supprimer « Brouillon de mission de test » ? Les freelances ne la verront plus.')).toBeVisible();
  await draft.getByRole('button', { name: 'Oui, Supprimer' }).click();
  await expect(page.getByText('Annonce supprimée')).toBeVisible();

  const fp = await newUserPage(browser, baseURL!);
  await signIn(fp, (await people.freelancer()).phone);
  await fp.getByRole('button', { name: /FR/ }).click();
  await expect(fp.getByRole('heading', { name: 'Tableau de bord freelance' })).toBeVisible();
  await fp.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Trouver une mission' }).click();
  await expect(fp.getByRole('heading', { name: 'Trouver une mission' })).toBeVisible();
  await expect(fp.getByText(/missions? trouvées?/)).toBeVisible();
  await fp.getByLabel(/Menu du compte/).click();
  await expect(fp.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
  await fp.context().close();
});

test('anonymous visitors see the landing page, a public job asking them to sign in, and a post', async ({ page, people }) => {
  // A job of its own: the newest of other journeys may be filled or closed while this one reads it.
  const jobTitle = `Visitor's view ${Date.now().toString(36)}`;
  await people.job(await people.employer(), { title: jobTitle });
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: 'Find short-term work near you' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Featured jobs' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest jobs' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Latest news' })).toBeVisible();
  await page.getByRole('region', { name: 'Latest jobs' }).getByRole('link', { name: jobTitle }).click();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  await expect(page.getByRole('heading', { name: jobTitle, level: 1 })).toBeVisible();
  // Apply asks to sign in or sign up, then comes back to the job (docs/site.md "Public browsing").
  await expect(page.getByText('Sign in or create a free account to apply: you come back to this job afterwards.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply' })).toHaveAttribute('href', /\/login\?type=freelancer&redirectTo=%2Ffreelancer%2Fdetails%2F\d+/);
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', /\/signup\?type=freelancer&redirectTo=%2Ffreelancer%2Fdetails%2F\d+/);
  await page.goto('/home');
  const post = page.getByRole('region', { name: 'Latest news' }).getByRole('link').first();
  const postTitle = (await post.textContent())!;
  await post.click();
  await expect(page).toHaveURL(/\/posts\/[\w-]+$/);
  await expect(page.getByRole('heading', { name: postTitle, level: 1 })).toBeVisible();
  // The search box of the landing page leads a visitor to the jobs anyone can browse.
  await page.goto('/home');
  await page.getByRole('searchbox', { name: 'Search jobs' }).fill('cleaning');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/jobs\?q=cleaning$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a freelancer searches with filters, opens the bell and saves a job with plain forms', async ({ page, people }) => {
    await signIn(page, (await people.freelancer()).phone);
    await page.goto('/freelancer/jobs?q=cleaning&sort=amount_desc');
    await expect(page.getByLabel('Search jobs')).toHaveValue('cleaning');
    await expect(page.getByLabel('Sort by')).toHaveValue('amount_desc');
    await expect(page.getByText(/\bjobs? found/)).toBeVisible();
    await expect(page.getByText('Filters (1)')).toBeVisible();
    await page.getByText(/^Filters \(\d+\)$/).click();
    await page.getByLabel('Category').selectOption({ label: 'Cleaning' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/category_id=\d+/);
    await page.locator('.job-item h2 a').first().click();
    await expect(page).toHaveURL(/\/freelancer\/details\/\d+$/);
    // A demo freelancer may have saved it already: either way it ends up saved.
    await expect(page.getByRole('button', { name: /^(Save job|Remove from saved)$/ })).toBeVisible();
    const save = page.getByRole('button', { name: 'Save job' });
    if (await save.count()) await save.click();
    await expect(page.getByRole('button', { name: 'Remove from saved' })).toBeVisible();
    await page.locator('.bell > summary').click();
    await expect(page.getByRole('region', { name: 'Your notifications' })).toBeVisible();
    // On a small screen the drawer opens and closes as a plain link.
    await page.setViewportSize({ width: 360, height: 740 });
    const drawer = page.getByRole('navigation', { name: 'Main menu' });
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: 'Connections' }).click();
    await expect(page).toHaveURL(/\/freelancer\/connections$/);
    await expect(page.getByRole('heading', { name: 'Connections', level: 1 })).toBeVisible();
  });
});
