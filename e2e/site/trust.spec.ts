import type { APIRequestContext, Page } from '@playwright/test';
import { API_ORIGIN } from '../ports.mjs';
import { expect, signIn, test } from './support/fixtures';
import { applyTo, approve, fund, newPerson, postJobStartingNow } from './support/hires';

/**
 * Trust (docs/trust.md): after a completed hire both sides rate each other in the browser, the
 * ratings are revealed once both have rated, and the employer's rating then shows on the job card
 * the freelancer sees in the search. Its own people, signed up for it; the hire is driven through
 * the API on a job that started this hour (its check-in is open).
 */
type Auth = Record<string, string>;

async function step(request: APIRequestContext, path: string, headers: Auth) {
  const res = await request.post(`${API_ORIGIN}/api${path}`, { headers, data: {} });
  expect([200, 201], `${path}: ${res.status()} ${await res.text()}`).toContain(res.status());
  return (await res.json()).data;
}

/** Apply, approve, fund (paid on the local Paystack), check in, done, complete: a completed hire. */
async function completedHire(request: APIRequestContext) {
  const employer = await newPerson(request, 'employer', 'Hauwa');
  const freelancer = await newPerson(request, 'freelancer', 'Ifeanyi');
  const title = `Paint a shop front ${Date.now() % 100000}`;
  // Two positions: one hire leaves the job open, so the freelancer finds it in search afterwards.
  const listingId = await postJobStartingNow(request, employer.auth, { title, positions: 2 });
  const id = await applyTo(request, freelancer.auth, listingId, '9000');
  await approve(request, employer.auth, id);
  await fund(request, employer.auth, id);
  await step(request, `/freelancer/hires/${id}/start`, freelancer.auth);
  await step(request, `/freelancer/hires/${id}/done`, freelancer.auth);
  await step(request, `/employer/hires/${id}/complete`, employer.auth);
  return { id, title, employer: employer.phone, freelancer: freelancer.phone };
}

/** Rates the other side on the hire page, without relying on anything but the accessible names. */
async function rate(page: Page, path: string, stars: string, comment: string) {
  await page.goto(path);
  const section = page.getByRole('region', { name: 'Rate this hire' });
  await expect(section).toBeVisible();
  await section.getByRole('group', { name: 'Your rating' }).getByRole('radio', { name: stars, exact: true }).check();
  await section.getByRole('textbox', { name: 'Comment (optional)' }).fill(comment);
  await expect(section.getByText(`${comment.length} / 500 characters`)).toBeVisible();
  await section.getByRole('button', { name: 'Submit rating' }).click();
  await expect(page.getByText('Thank you for your rating')).toBeVisible();
}

test('both sides rate a completed hire; the employer’s rating then shows on the job card in search', async ({ page, context, baseURL, request }) => {
  test.setTimeout(180_000);
  const { id, title, employer, freelancer } = await completedHire(request);

  // 1. The employer rates first: the rating stays hidden until the freelancer rates too.
  await signIn(page, employer);
  await rate(page, `/employer/hires/${id}`, '5 stars', 'On time and careful');
  await expect(page.getByRole('status').getByText('Thanks: your rating shows once both of you have rated, or in 14 days')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit rating' })).toHaveCount(0);

  // 2. The freelancer rates the employer; both ratings are now revealed.
  await context.clearCookies();
  await context.addCookies([{ name: 'gm_splash', value: 'IjEi', url: baseURL! }]);
  await signIn(page, freelancer);
  await rate(page, `/freelancer/hires/${id}`, '4 stars', 'Clear brief, paid fast');
  const ratings = page.getByRole('region', { name: 'Ratings' });
  await expect(ratings.getByRole('heading', { name: /^Your rating of / })).toBeVisible();
  await expect(ratings.getByRole('heading', { name: /^Rating from / })).toBeVisible();
  await expect(ratings.getByText('On time and careful')).toBeVisible();
  await expect(ratings.getByRole('img', { name: '5 stars' })).toBeVisible();

  // 3. The freelancer searches jobs: the employer's rating shows on the card.
  await page.goto(`/freelancer/jobs?${new URLSearchParams({ q: title, sort: 'employer_rating' })}`);
  const card = page.locator('.job-item').filter({ has: page.getByRole('link', { name: title, exact: true }) }).first();
  await expect(card).toBeVisible();
  const trust = card.getByRole('group', { name: 'Employer’s rating and reliability' });
  await expect(trust.getByRole('img', { name: /^Rated \d\.\d out of 5 from \d+ ratings?$/ })).toBeVisible();
  await expect(trust.getByText(/★ \d\.\d \(\d+\)/)).toBeVisible();
  await expect(page.getByLabel('Sort by')).toHaveValue('employer_rating');
});
