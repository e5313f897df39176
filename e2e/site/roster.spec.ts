import { blockingFindings } from '../support/axe';
import { approve } from './support/hires';
import { expect, signIn, test } from './support/fixtures';

/**
 * Favourites and blocks (docs/roster.md) on a 360 px phone: an employer adds a freelancer they hired
 * to their favourites from the job's applicants and finds them on the Favourites page with their
 * last job; they block another they hired, who then no longer finds the employer's open job in
 * search nor opens its page; the roster page passes axe at that width. Its own people, made through the API.
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test('an employer favourites a past freelancer and blocks another, who then cannot find the job', async ({ page, browser, baseURL, people, request }) => {
  test.setTimeout(180_000);
  const suffix = String(Date.now()).slice(-6);
  const employer = await people.employer('Rosa');
  const ada = await people.freelancer('Adaeze');
  const bo = await people.freelancer('Bolaji');
  const gateTitle = `Paint the roster gate ${suffix}`;
  const gate = await people.job(employer, { title: gateTitle, positions: 3 });
  for (const freelancer of [ada, bo]) await approve(request, employer.auth, await people.apply(freelancer, gate));
  const open = await people.job(employer, { title: `Regrout the roster bathroom ${suffix}`, positions: 2 });

  // Bo, on their own phone, finds the employer's open job before the block.
  const boContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await boContext.addCookies([{ name: 'gm_splash', value: 'IjEi', url: baseURL! }]);
  const boPage = await boContext.newPage();
  await signIn(boPage, bo.phone);
  const search = `/freelancer/jobs?q=${encodeURIComponent(`regrout roster bathroom ${suffix}`)}`;
  await boPage.goto(search);
  await expect(boPage.locator(`a[href^="/freelancer/details/${open}"]`)).toHaveCount(1);

  // The employer adds Ada to their favourites from the job's applicants.
  await signIn(page, employer.phone);
  await page.goto(`/employer/listings/${gate}/applicants`);
  const adaCard = page.getByRole('listitem', { name: /^Adaeze/ });
  await adaCard.getByRole('button', { name: /^Add Adaeze .* to your favourites$/ }).click();
  await expect(page.getByText('Added to your favourites')).toBeVisible();
  await page.goto('/employer/roster');
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
  const favourite = page.getByRole('listitem', { name: /^Adaeze/ });
  await expect(favourite).toContainText('Last job');
  await expect(favourite).toContainText(gateTitle);
  await expect(page.getByRole('listitem', { name: /^Bolaji/ })).toHaveCount(0);

  // The employer blocks Bo, after confirming.
  await page.goto(`/employer/listings/${gate}/applicants`);
  const boCard = page.getByRole('listitem', { name: /^Bolaji/ });
  await boCard.getByText('Block', { exact: true }).click();
  await expect(boCard.getByText(/will no longer see your jobs/)).toBeVisible();
  await boCard.getByRole('button', { name: 'Yes, Block' }).click();
  await expect(page.getByText('Freelancer blocked')).toBeVisible();
  await page.goto('/employer/roster');
  await expect(page.getByRole('region', { name: 'Blocked freelancers' }).getByRole('button', { name: /^Unblock Bolaji/ })).toBeVisible();
  // The roster with a favourite and a block, as drawn on the phone: nothing blocks anyone, nothing scrolls sideways.
  expect(await blockingFindings(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

  // Bo no longer finds the job, nor opens its page.
  await boPage.goto(search);
  await expect(boPage.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(boPage.locator(`a[href^="/freelancer/details/${open}"]`)).toHaveCount(0);
  const details = await boPage.goto(`/freelancer/details/${open}`);
  expect(details?.status()).toBe(404);
  await boContext.close();
});
