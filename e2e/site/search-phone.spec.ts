/**
 * The job search on a 360 px phone: results on the first screen, the filters folded
 * behind "Filters (n)" (a <details>: it opens without JavaScript), cards with pay, date and time,
 * distance and employer, and "Load more" that keeps the search in the URL. Read-only.
 */
import { expect, signIn, test } from './support/fixtures';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('results come first on a phone, and Load more keeps the URL', async ({ page, people }) => {
  await signIn(page, (await people.freelancer()).phone);
  await page.goto('/freelancer/jobs?sort=amount_desc');
  const cards = page.locator('.job-item');
  await expect(cards.first()).toBeVisible();
  // The first result starts on the first screen; the folded filters take one line.
  expect((await cards.first().boundingBox())!.y).toBeLessThan(740 - 100);
  await expect(page.getByText('Filters (1)')).toBeVisible();
  await expect(page.getByLabel('Category')).toBeHidden();
  // A card shows pay and the employer at a glance, and the date with its hours when set.
  await expect(cards.first().locator('.amount')).toHaveText(/\d/);
  await expect(cards.first().locator('.job-employer')).not.toBeEmpty();
  // Seeded jobs have a start and an end time: "12 Dec 2026, 09:00–17:00".
  await expect(page.locator('.job-when').first()).toHaveText(/\d{4}, \d{2}:\d{2}–\d{2}:\d{2}$/);

  const before = await cards.count();
  await page.getByRole('link', { name: 'Load more jobs' }).click();
  await expect(page).toHaveURL(/sort=amount_desc.*page=2|page=2.*sort=amount_desc/);
  await expect.poll(() => cards.count()).toBeGreaterThan(before);
  // Reloading the URL shows that page, with a way back to the first results.
  await page.reload();
  await expect(page.getByRole('link', { name: 'Show the first results' })).toHaveAttribute('href', /sort=amount_desc/);

  // The filters open from their button.
  await page.getByText('Filters (1)').click();
  await expect(page.getByLabel('Category')).toBeVisible();
  await expect(page.getByLabel('Sort by')).toHaveValue('amount_desc');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Filters (n) button opens the filters and Load more is a link to the next page', async ({ page, people }) => {
    await signIn(page, (await people.freelancer()).phone);
    await page.goto('/freelancer/jobs?q=a&min_amount=1');
    await expect(page.getByText('Filters (1)')).toBeVisible();
    await page.getByText('Filters (1)').click();
    await expect(page.getByLabel('Minimum amount')).toHaveValue('1');
    const more = page.getByRole('link', { name: 'Load more jobs' });
    if (await more.count()) await expect(more).toHaveAttribute('href', /q=a.*min_amount=1.*page=2/);
  });
});
