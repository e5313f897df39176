import { API_ORIGIN } from '../ports.mjs';
import { expect, signIn, test } from './support/fixtures';

/**
 * A conversation is a chat on a phone (docs/conversations.md): it opens at the newest message, the
 * composer is pinned at the bottom of the screen, and it is one tap from the job page once applied.
 * Each journey's own freelancer and employer (the `people` fixture).
 */
const HEIGHT = 780;

test.use({ viewport: { width: 360, height: HEIGHT } });

test('a long conversation opens at its newest message, with the composer pinned at the bottom', async ({ page, request, people }) => {
  const [hirer, worker] = [await people.employer(), await people.freelancer()];
  const [employer, freelancer] = [hirer.auth, worker.auth];
  const job = { id: await people.job(hirer, { title: 'Chat job', amount: '9000' }) };
  const id = await people.apply(worker, job.id);
  for (let n = 1; n <= 14; n++) {
    const from = n % 2 ? employer : freelancer;
    expect((await request.post(`${API_ORIGIN}/api/applications/${id}/messages`, { headers: from, data: { body: `Message number ${n}` } })).status()).toBe(201);
  }

  await signIn(page, worker.phone);
  // One tap from the job page once applied.
  await page.goto(`/freelancer/details/${job.id}`);
  await page.getByRole('link', { name: 'Message the employer' }).click();
  await expect(page).toHaveURL(new RegExp(`/freelancer/messages/${id}$`));

  // The newest message and the composer are on the screen, the composer at its bottom edge.
  const newest = page.getByTestId('message').filter({ hasText: 'Message number 14' });
  await expect(newest).toBeInViewport();
  await expect(page.getByTestId('message').filter({ hasText: 'Message number 1' }).first()).not.toBeInViewport();
  const composer = page.locator('.composer');
  await expect(composer).toBeInViewport();
  const box = (await composer.boundingBox())!;
  expect(Math.round(box.y + box.height)).toBe(HEIGHT);
  // Mine on the right, theirs on the left.
  const mine = (await page.getByTestId('message').filter({ hasText: 'Message number 14' }).boundingBox())!;
  const theirs = (await page.getByTestId('message').filter({ hasText: 'Message number 13' }).boundingBox())!;
  expect(mine.x + mine.width).toBeGreaterThan(theirs.x + theirs.width);

  await page.getByLabel('Your message').fill('On my way');
  await page.getByRole('button', { name: 'Send' }).click();
  const sent = page.getByTestId('message').filter({ hasText: 'On my way' });
  await expect(sent).toBeInViewport();
  expect(Math.round((await composer.boundingBox())!.y + (await composer.boundingBox())!.height)).toBe(HEIGHT);
});

test('a notification opens the page it speaks of', async ({ page, people }) => {
  const title = 'Notice job';
  const [hirer, worker] = [await people.employer(), await people.freelancer()];
  const { id } = await people.hire(hirer, worker, { title });

  await signIn(page, worker.phone);
  await page.goto('/freelancer/dashboard');
  await page.locator('details.bell > summary').click();
  const bell = page.getByRole('region', { name: 'Your notifications' });
  const notice = bell.getByRole('listitem').filter({ hasText: title });
  await expect(notice).toContainText('Application approved');
  await notice.getByTestId('notice-link').click();
  await expect(page).toHaveURL(new RegExp(`/freelancer/hires/${id}$`));
  await expect(page.getByRole('region', { name: 'Where things stand' })).toBeVisible();
});
