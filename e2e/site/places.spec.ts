import type { Page } from '@playwright/test';
import en from '../../site/app/locales/en';
import fr from '../../site/app/locales/fr';
import { expect, PNG, signIn, test } from './support/fixtures';

/**
 * Places people know (docs/places.md), on a 360 px phone in English and French: a job posted by
 * state and LGA, and by "Use my location"; the map centred on the place with its pin; the job page
 * reading "Ikeja, Lagos", never coordinates; a search near an LGA without GPS. Each journey signs
 * in an employer or a freelancer of its own (the `people` fixture).
 */
const LANGUAGES = { en, fr } as const;
const COOKIE = { en: 'ImVuIg%3D%3D', fr: 'ImZyIg%3D%3D' } as const;
const YABA = { latitude: 6.5095, longitude: 3.3711 };

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

async function inLanguage(page: Page, language: keyof typeof LANGUAGES, baseURL: string) {
  await page.context().addCookies([{ name: 'gm_lang', value: COOKIE[language], url: baseURL }]);
}

/** Tiles as the local tile server would answer them (MAP_TILE_URL in the config), answered and counted here. */
async function localTiles(page: Page) {
  let tiles = 0;
  await page.route('**/__tiles/**', (route) => {
    tiles += 1;
    return route.fulfill({ contentType: 'image/png', body: PNG });
  });
  return () => tiles;
}

/** The pin sits at the middle of the map (the map is centred on the place). */
async function expectPinCentred(page: Page) {
  const map = page.locator('.leaflet-container');
  await expect(map).toBeVisible();
  const pin = page.locator('.leaflet-marker-icon.map-pin');
  await expect(pin).toBeVisible();
  await expect
    .poll(async () => {
      const [m, p] = [(await map.boundingBox())!, (await pin.boundingBox())!];
      // The pin's anchor is its bottom middle.
      return Math.hypot(p.x + p.width / 2 - (m.x + m.width / 2), p.y + p.height - (m.y + m.height / 2));
    })
    .toBeLessThan(4);
}

async function fillJob(page: Page, L: (typeof LANGUAGES)[keyof typeof LANGUAGES], title: string) {
  await page.getByLabel(L.listings.f.job_title).fill(title);
  await page.getByLabel(L.listings.f.category).selectOption({ index: 1 });
  await page.getByLabel(L.listings.f.job_type).selectOption({ index: 1 });
  await page.getByLabel(L.listings.f.amount).fill('12000');
  await page.getByLabel(L.listings.f.job_date).fill('2030-03-15');
  await page.getByLabel(L.listings.f.address).fill('14 Allen Avenue');
  await page.getByLabel(L.listings.f.work_description).fill('Paint the front of a small shop, two coats.');
}

/** The public job page: the area, no coordinates, no street address. */
async function expectJobPageShowsArea(page: Page, L: (typeof LANGUAGES)[keyof typeof LANGUAGES], id: string, area: string) {
  await page.goto(`/jobs/${id}`);
  const main = page.getByRole('main');
  await expect(main.getByText(area, { exact: true })).toBeVisible();
  await expect(main).not.toContainText(/\d+\.\d{4,}/);
  await expect(main).not.toContainText('14 Allen Avenue');
  await expect(main).not.toContainText('Coordinates');
  await expect(main).not.toContainText('Coordonnées');
  // Where is one of the three facts that lead the page: pay, when, where.
  await expect(main.getByRole('list', { name: L.jobs.keyFacts })).toContainText(area);
}

for (const language of ['en', 'fr'] as const) {
  const L = LANGUAGES[language];

  test(`${language}: a job posted by state and LGA sits at the LGA’s centre, the map and its pin there; the job page reads the area`, async ({ page, baseURL, people }) => {
    await signIn(page, (await people.employer()).phone);
    await inLanguage(page, language, baseURL!);
    const tiles = await localTiles(page);
    await page.goto('/employer/listings/add');
    await fillJob(page, L, `Shop front in Ikeja (${language})`);
    await page.getByLabel(L.profile.state).selectOption({ label: 'Lagos' });
    // Searchable: typing another spelling finds the LGA.
    await page.getByRole('searchbox', { name: L.places.find }).fill(language === 'en' ? 'Ikeja' : 'ikeja');
    await expect(page.getByLabel(L.places.lga)).toHaveValue(/\d+/);
    await expect(page.getByTestId('place-status')).toHaveText('Ikeja, Lagos');
    await expectPinCentred(page);
    expect(tiles()).toBeGreaterThan(0);
    await page.getByRole('button', { name: L.listings.publish }).click();
    await expect(page).toHaveURL(/\/employer\/listings\?status=open/);
    const link = page.getByRole('link', { name: `Shop front in Ikeja (${language})` }).first();
    const href = (await link.getAttribute('href')) ?? '';
    const id = /(\d+)/.exec(href)?.[1] ?? '';
    expect(id).not.toBe('');
    await expectJobPageShowsArea(page, L, id, 'Ikeja, Lagos');
  });

  test.describe(`${language}: by “Use my location”`, () => {
    test.use({ geolocation: YABA, permissions: ['geolocation'] });

    test(`${language}: the device’s position moves the map and fills the state and LGA`, async ({ page, baseURL, context, people }) => {
      await signIn(page, (await people.employer()).phone);
      await inLanguage(page, language, baseURL!);
      await localTiles(page);
      await context.setGeolocation(YABA);
      await page.goto('/employer/listings/add');
      await fillJob(page, L, `Shop front in Yaba (${language})`);
      await page.getByRole('button', { name: L.places.useMyLocation }).click();
      await expect(page.getByTestId('place-status')).toHaveText('Lagos Mainland, Lagos');
      await expect(page.getByLabel(L.profile.state)).toHaveValue(/\d+/);
      await expect(page.getByLabel(L.profile.state).locator('option:checked')).toHaveText('Lagos');
      await expect(page.getByLabel(L.places.lga).locator('option:checked')).toHaveText('Lagos Mainland');
      await expectPinCentred(page);
      await page.getByRole('button', { name: L.listings.publish }).click();
      await expect(page).toHaveURL(/\/employer\/listings\?status=open/);
      const href = (await page.getByRole('link', { name: `Shop front in Yaba (${language})` }).first().getAttribute('href')) ?? '';
      await expectJobPageShowsArea(page, L, /(\d+)/.exec(href)![1], 'Lagos Mainland, Lagos');
    });
  });

  test(`${language}: a freelancer without GPS searches near an LGA; cards read the area and the distance`, async ({ page, baseURL, people }) => {
    await signIn(page, (await people.freelancer()).phone);
    await inLanguage(page, language, baseURL!);
    await page.goto('/freelancer/jobs');
    await page.getByText(L.places.nearArea).click();
    const form = page.getByRole('form', { name: L.places.nearArea });
    await form.getByLabel(L.places.nearState).selectOption({ label: 'Lagos' });
    await form.getByLabel(L.places.nearLga).selectOption({ label: 'Ikeja' });
    await form.getByRole('button', { name: L.places.nearAreaGo }).click();
    await expect(page).toHaveURL(/near_lga=\d+/);
    await expect(page).toHaveURL(/sort=distance/);
    await expect(page.getByText(L.places.nearAreaUsing.replace('{{area}}', 'Ikeja, Lagos'))).toBeVisible();
    // The cards of the search by distance (the list may still be the one before it for a moment):
    // nearest first, from Ikeja's centre, so the first card is in Lagos, with its distance.
    await expect(page.locator('.job-area').first()).toHaveText(/^.+, Lagos · \d+([.,]\d)? km$/);
  });
}
