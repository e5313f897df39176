import { blockingFindings } from '../support/axe';
import { enterCode, expect, newPhone, test } from './support/fixtures';

/**
 * Jobs that travel (docs/site.md "Public browsing", "Link previews", "Share"): on a phone, a
 * visitor browses /jobs without an account, opens a job whose page carries its preview tags and a
 * Share action, taps Apply, signs up, and lands back on the job with the application form.
 */
test.use({ viewport: { width: 360, height: 780 } });

const WORDS = {
  en: {
    search: 'Search',
    apply: 'Apply',
    createAccount: 'Create an account',
    first: 'First name',
    last: 'Last name',
    phone: 'Phone number',
    email: 'Email address',
    password: 'Password',
    submit: 'Create account',
    verify: 'Verify',
    applyNow: 'Apply now',
    whatsapp: 'Share on WhatsApp',
    copy: 'Copy the link',
    copied: 'Link copied',
    verified: 'Verified employer',
  },
  fr: {
    search: 'Rechercher',
    apply: 'Postuler',
    createAccount: 'Créer un compte',
    first: 'Prénom',
    last: 'Nom',
    phone: 'Numéro de téléphone',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Créer le compte',
    verify: 'Vérifier',
    applyNow: 'Postuler maintenant',
    whatsapp: 'Partager sur WhatsApp',
    copy: 'Copier le lien',
    copied: 'Lien copié',
    verified: 'Employeur vérifié',
  },
} as const;

for (const lang of ['en', 'fr'] as const) {
  test(`a visitor in ${lang} browses /jobs, shares a job, taps Apply, signs up and lands back on the job`, async ({ page, people, context }) => {
    const w = WORDS[lang];
    const employer = await people.employer('Tayo');
    const title = `Travel job ${newPhone().slice(-6)}`;
    const jobId = await people.job(employer, { title, amount: '15000' });

    // Browse before sign-up: the search answers a visitor.
    await page.goto(`/jobs?lang=${lang}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await page.locator('#f-q').fill(title);
    await page.locator('#f-q').press('Enter');
    await expect(page).toHaveURL(/\/jobs\?/);
    const card = page.getByRole('link', { name: new RegExp(title) }).first();
    await expect(card).toBeVisible();
    // The results are dimmed while the search loads: axe reads them once it has.
    await expect(page.locator('.job-results')).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText(/^(1 job|1 mission)/)).toBeVisible();
    expect(await blockingFindings(page), 'axe on /jobs').toEqual([]);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // The preview tags and the card picture; one title, the job's own.
    await expect(page).toHaveTitle(new RegExp(`^${title} · `));
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/jobs/${jobId}${lang === 'fr' ? '\\?lang=fr' : ''}$`));
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', new RegExp(title));
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', lang === 'fr' ? 'fr_FR' : 'en_NG');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toMatch(lang === 'fr' ? /^15\s000\s₦ · / : /^₦15,000 · /);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    const picture = await page.request.get(image!);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
    const png = await picture.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.length).toBeLessThan(300 * 1024);

    // Share: the WhatsApp text (title, pay, when, area, the link with its language and ref=share), and copy-the-link.
    const whatsapp = page.getByRole('link', { name: w.whatsapp });
    const href = (await whatsapp.getAttribute('href'))!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    const text = decodeURIComponent(href.slice('https://wa.me/?text='.length));
    expect(text).toContain(title);
    expect(text).toMatch(lang === 'fr' ? /15\s000\s₦/ : /₦15,000/);
    expect(text).toContain(`/jobs/${jobId}?lang=${lang}&ref=share`);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: w.copy }).click();
    await expect(page.getByRole('status').filter({ hasText: w.copied })).toBeVisible();
    expect(await blockingFindings(page), 'axe on the job page').toEqual([]);

    // Apply asks to sign in or sign up, and comes back to the job afterwards.
    await page.getByRole('link', { name: w.apply, exact: true }).click();
    await expect(page).toHaveURL(/\/login\?type=freelancer&redirectTo=%2Ffreelancer%2Fdetails%2F\d+$/);
    await page.getByRole('link', { name: w.createAccount }).last().click();
    await expect(page).toHaveURL(new RegExp(`/signup\\?type=freelancer&redirectTo=%2Ffreelancer%2Fdetails%2F${jobId}$`));
    const phone = newPhone();
    await page.getByLabel(w.first).fill('Kemi');
    await page.getByLabel(w.last, { exact: true }).fill('Bello');
    await page.getByLabel(w.phone).fill(phone);
    await page.getByLabel(w.email).fill(`k${phone}@example.com`);
    await page.getByLabel(w.password).fill('Traveller123');
    const since = Date.now() - 1000;
    await page.getByRole('button', { name: w.submit }).click();
    await expect(page).toHaveURL(/\/verification$/);
    await enterCode(page, phone, since);
    await page.getByRole('button', { name: w.verify }).click();
    await expect(page).toHaveURL(new RegExp(`/freelancer/details/${jobId}$`));
    await expect(page.getByRole('button', { name: w.applyNow })).toBeVisible();
  });
}

test('a redirect to another site is never followed after sign-up', async ({ page }) => {
  await page.goto('/signup?type=freelancer&redirectTo=https%3A%2F%2Fevil.example%2F');
  // The language switch has its own `redirectTo` (back to this page); the sign-up form carries none.
  await expect(page.locator('form:has(input[name="first_name"])')).toBeVisible();
  await expect(page.locator('form:has(input[name="first_name"]) input[name="redirectTo"]')).toHaveCount(0);
});
