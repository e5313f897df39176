/**
 * The job search says what it understood of the words (docs/search.md "Understanding a search"),
 * on a 360 px phone, in English and in French, on the demo data: a trade's name in either language
 * finds the sink repair first, sorted by "Best match"; a place in the words becomes a chip whose ×
 * searches without it (or, with no such job there, a link to the state's); a misspelt word is
 * corrected and said so, with a link that searches it as typed. axe runs with the chip shown.
 */
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures';
import { blockingFindings } from '../support/axe';

const FRENCH = { name: 'gm_lang', value: 'ImZyIg%3D%3D' };
const SINK_REPAIR = 'Fix leaking kitchen sink and shower';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

type Words = {
  box: string;
  search: string;
  sortBy: string;
  bestMatch: string;
  showingFor: RegExp;
  asTyped: string | RegExp;
  removePlace: RegExp;
  found: RegExp;
};

const ENGLISH: Words = {
  box: 'Search jobs',
  search: 'Search',
  sortBy: 'Sort by',
  bestMatch: 'Best match',
  showingFor: /^Showing results for electrician\./,
  asTyped: 'Search instead for electrican',
  removePlace: /^Remove the place Lekki · Eti Osa, Lagos$/,
  found: /jobs? found/,
};

const FRENCH_WORDS: Words = {
  box: 'Rechercher une mission',
  search: 'Rechercher',
  sortBy: 'Trier par',
  bestMatch: 'Pertinence',
  showingFor: /^Résultats pour electrician\./,
  asTyped: /^Rechercher plutôt «\s+electrican\s+»$/,
  removePlace: /^Retirer le lieu Lekki · Eti Osa, Lagos$/,
  found: /missions? trouvées?/,
};

/** The region the results (and what was understood) are announced in. */
const results = (page: Page) => page.locator('main .job-results[aria-live="polite"]');

/** Types the words in the search box and searches, as a person does; waits for the page of those words. */
async function search(page: Page, w: Words, words: string) {
  await page.getByLabel(w.box, { exact: true }).fill(words);
  await page.getByRole('search').getByRole('button', { name: w.search, exact: true }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === words);
  await expect(page.getByLabel(w.box, { exact: true })).toHaveValue(words);
}

async function journey(page: Page, w: Words, trade: string, cleaning: string) {
  await page.goto('/freelancer/jobs');

  // A trade's name finds the sink repair first, by "Best match", with "Newest" still offered.
  await search(page, w, trade);
  await expect(results(page).locator('.job-item h2').first()).toHaveText(SINK_REPAIR);
  await expect(page.getByLabel(w.sortBy).locator('option:checked')).toHaveText(w.bestMatch);
  expect(await page.getByLabel(w.sortBy).locator('option').count()).toBeGreaterThan(5);

  // A place in the words: a chip, then the jobs there or a link to the state's.
  await search(page, w, cleaning);
  const chip = results(page).locator('.place-chip');
  await expect(chip.locator('.place-chip-name')).toHaveText('Lekki · Eti Osa, Lagos');
  // The demo data has no cleaning job in Lagos: "No cleaning jobs in Lekki yet: 13 in all of Nigeria".
  const wider = results(page).getByRole('link', { name: /^\d+ (in|à|dans) / });
  await expect(results(page).locator('.job-item').first().or(wider)).toBeVisible();
  const remove = chip.getByRole('link', { name: w.removePlace });
  const box = (await remove.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await blockingFindings(page)).toEqual([]);
  // The × from the keyboard: the words without the place.
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('q') === cleaning.split(' ')[0] && !url.searchParams.has('state'));
  await expect(results(page).locator('.place-chip')).toHaveCount(0);
  await expect(results(page).getByText(w.found)).toBeVisible();

  // A misspelt word: corrected and said so, and searched as typed on request.
  await search(page, w, 'electrican');
  await expect(results(page).getByText(w.showingFor)).toBeVisible();
  await expect(results(page).locator('.search-corrected strong')).toHaveText('electrician');
  await results(page).getByRole('link', { name: w.asTyped }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('typos') === 'false' && url.searchParams.get('q') === 'electrican');
  await expect(results(page).getByText(w.showingFor)).toHaveCount(0);
  await expect(page.getByLabel(w.box, { exact: true })).toHaveValue('electrican');
  // New words are corrected again.
  await search(page, w, 'electrican wiring');
  await expect(page).toHaveURL((url) => !url.searchParams.has('typos'));
  await expect(results(page).locator('.search-corrected strong')).toHaveText('electrician');
}

test('the search says what it understood, in English at 360 px', async ({ page, people }) => {
  // Five searches and an axe run.
  test.setTimeout(180_000);
  await signIn(page, (await people.freelancer('Ada')).phone);
  await journey(page, ENGLISH, 'plumber', 'cleaning lekki');
});

test('the search says what it understood, in French at 360 px', async ({ page, baseURL, people }) => {
  test.setTimeout(180_000);
  await signIn(page, (await people.freelancer('Ada')).phone);
  await page.context().addCookies([{ ...FRENCH, url: baseURL! }]);
  await page.goto('/freelancer/jobs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await journey(page, FRENCH_WORDS, 'plombier', 'ménage lekki');
});
