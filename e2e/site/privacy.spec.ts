import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import en from '../../site/app/locales/en';
import fr from '../../site/app/locales/fr';
import { expect, SCREENSHOTS, signIn, test } from './support/fixtures';

/**
 * Privacy (docs/privacy.md) on a 360 px phone in English and French: a freelancer of the journey's
 * own asks for their data, the background task (triggered by the request, as on a live API) makes
 * it ready, the bell says so, and the ZIP downloaded holds their profile; then they give and
 * withdraw a consent.
 */
const LANGUAGES = { en, fr } as const;
const COOKIE = { en: 'ImVuIg%3D%3D', fr: 'ImZyIg%3D%3D' } as const;
/** The bell's title (the API's catalogues, privacy.exportReadyTitle). */
const READY = { en: 'Your data is ready', fr: 'Vos données sont prêtes' } as const;

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

for (const language of ['en', 'fr'] as const) {
  const L = LANGUAGES[language];

  test(`${language}: a freelancer downloads their data and gives and withdraws a consent`, async ({ page, people, baseURL }) => {
    const firstName = language === 'en' ? 'Ngozi' : 'Amina';
    const me = await people.freelancer(firstName);
    await signIn(page, me.phone);
    await page.context().addCookies([{ name: 'gm_lang', value: COOKIE[language], url: baseURL! }]);

    await page.goto('/freelancer/account');
    await page.getByRole('navigation', { name: L.account.sections.label }).getByRole('link', { name: L.account.sections.privacy }).click();
    await expect(page.getByRole('heading', { name: L.account.sections.privacy, level: 1 })).toBeVisible();
    await expect(page.getByText(L.privacy.exportNone)).toBeVisible();
    await page.getByRole('button', { name: L.privacy.exportAsk }).click();
    await expect(page.getByText(L.privacy.exportRequested)).toBeVisible();

    // The request triggered the task; within seconds the archive is ready and the bell says so.
    const item = page.getByTestId('data-export').first();
    await expect(async () => {
      await page.reload();
      await expect(item).toContainText(L.privacy.exportStatus.ready, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await page.screenshot({ path: join(SCREENSHOTS, `privacy-360-${language}.png`), fullPage: true });
    const [download] = await Promise.all([page.waitForEvent('download'), item.getByRole('link', { name: L.privacy.exportDownload }).click()]);
    expect(download.suggestedFilename()).toMatch(/^gigmarket-data-\d{4}-\d\d-\d\d\.zip$/);
    const zip = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    expect(Object.keys(zip)).toEqual(expect.arrayContaining(['README.txt', 'account.json', 'consents.json', 'payments.csv']));
    const account = JSON.parse(strFromU8(zip['account.json']));
    expect(account.user).toMatchObject({ first_name: firstName, phone: me.phone.replace(/\D/g, '') });
    expect(account.profile).not.toBeNull();

    await page.locator('summary[aria-label]').filter({ has: page.locator('[data-testid="bell-badge"]') }).first().click();
    await expect(page.getByRole('region', { name: L.shell.bellPanel })).toContainText(READY[language]);

    // WhatsApp alerts: given, then withdrawn, each with its version and channel on record.
    await page.goto('/freelancer/account/privacy');
    const whatsapp = page.getByTestId('consent-whatsapp_alerts');
    await expect(whatsapp).toContainText(L.privacy.withdrawn);
    await whatsapp.getByRole('button', { name: `${L.privacy.give}: ${L.privacy.kind.whatsapp_alerts}` }).click();
    await expect(page.getByText(L.privacy.saved)).toBeVisible();
    await expect(whatsapp).toContainText(L.privacy.given);
    await expect(whatsapp).toContainText(`${L.privacy.channel.site}`);
    await whatsapp.getByRole('button', { name: `${L.privacy.withdraw}: ${L.privacy.kind.whatsapp_alerts}` }).click();
    await expect(whatsapp).toContainText(L.privacy.withdrawn);
    // Sign-up recorded the terms and the privacy notice.
    await expect(page.getByTestId('consent-terms')).toContainText(L.privacy.given);
  });
}
