import type { APIRequestContext } from '@playwright/test';
import { API_ORIGIN } from '../ports.mjs';
import { apiToken } from './support/api';
import { expect, signIn, test } from './support/fixtures';

/**
 * A conversation is a chat on a phone (docs/conversations.md): it opens at the newest message, the
 * composer is pinned at the bottom of the screen, and it is one tap from the job page once applied.
 * Freelancer 08032000020 and employer 08031000002 (each phone gets five codes an hour).
 */
const FREELANCER = '08032000020';
const EMPLOYER = '08031000002';
const HEIGHT = 780;

test.use({ viewport: { width: 360, height: HEIGHT } });

/** One API sign-in per phone for the whole file: each phone gets five codes an hour. */
const tokens = new Map<string, Promise<string>>();
async function auth(request: APIRequestContext, phone: string) {
  if (!tokens.has(phone)) tokens.set(phone, apiToken(request, phone));
  return { Authorization: `Bearer ${await tokens.get(phone)}` };
}

/** A new open job by `employer`, on the fields of one of its open jobs. */
async function newJob(request: APIRequestContext, employer: Record<string, string>, title: string): Promise<{ id: number }> {
  const open = await request.get(`${API_ORIGIN}/api/employer/listings?status=open&per_page=1`, { headers: employer });
  const template = (await open.json()).data.items[0];
  const created = await request.post(`${API_ORIGIN}/api/employer/listings`, {
    headers: employer,
    data: { job_title: title, status: 'open', category_id: template.category_id ?? template.category?.id, job_type: template.job_type, state: template.state, job_date: template.job_date, pricing: 'fixed', amount: '9000', work_description: 'Sweep the yard' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data;
}

test('a long conversation opens at its newest message, with the composer pinned at the bottom', async ({ page, request }) => {
  const employer = await auth(request, EMPLOYER);
  const freelancer = await auth(request, FREELANCER);
  const job = await newJob(request, employer, `Chat job ${Date.now()}`);
  const applied = await request.post(`${API_ORIGIN}/api/jobs/${job.id}/apply`, { headers: freelancer, data: {} });
  expect(applied.status()).toBe(201);
  const id = (await applied.json()).data.id as number;
  for (let n = 1; n <= 14; n++) {
    const from = n % 2 ? employer : freelancer;
    expect((await request.post(`${API_ORIGIN}/api/applications/${id}/messages`, { headers: from, data: { body: `Message number ${n}` } })).status()).toBe(201);
  }

  await signIn(page, FREELANCER);
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

test('a notification opens the page it speaks of', async ({ page, request }) => {
  const title = `Notice job ${Date.now()}`;
  const employer = await auth(request, EMPLOYER);
  const freelancer = await auth(request, FREELANCER);
  const job = await newJob(request, employer, title);
  const applied = await request.post(`${API_ORIGIN}/api/jobs/${job.id}/apply`, { headers: freelancer, data: {} });
  const id = (await applied.json()).data.id as number;
  expect((await request.post(`${API_ORIGIN}/api/employer/applications/${id}/approve`, { headers: employer, data: {} })).status()).toBe(200);

  await signIn(page, FREELANCER);
  await page.goto('/freelancer/dashboard');
  await page.locator('details.bell > summary').click();
  const bell = page.getByRole('region', { name: 'Your notifications' });
  const notice = bell.getByRole('listitem').filter({ hasText: title });
  await expect(notice).toContainText('Application approved');
  await notice.getByTestId('notice-link').click();
  await expect(page).toHaveURL(new RegExp(`/freelancer/hires/${id}$`));
  await expect(page.getByRole('region', { name: 'Where things stand' })).toBeVisible();
});
