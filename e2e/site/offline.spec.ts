import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { API_ORIGIN, PAYSTACK_ORIGIN } from '../ports.mjs';
import { postJobStartingNow } from './support/hires';
import { peopleFor, type Person } from '../support/people';
import { expect, PNG, signIn, test } from './support/fixtures';

/**
 * The offline-first site (docs/offline.md): pages read offline with their banner, a saved job never
 * opened, one user's pages gone for the next, and actions taken offline sent once from the outbox.
 * Each worker's own freelancer Ada and employer (made in beforeAll through the API, support/people.ts),
 * listings with unique titles; the journey that needs a second freelancer makes one.
 */
let employer: Person;
let ada: Person;

type Listing = { id: number; job_title: string };

let employerAuth: Record<string, string>;
let adaAuth: Record<string, string>;
/** Ada's site session, signed in once: five codes an hour per phone. */
let adaCookies: Parameters<BrowserContext['addCookies']>[0];

async function asAda(context: BrowserContext) {
  await context.addCookies(adaCookies);
}

/** A new open job by the employer, copying the fields of one of its open jobs. */
async function newJob(request: APIRequestContext, title: string, extra: Record<string, unknown> = {}): Promise<Listing> {
  const open = await request.get(`${API_ORIGIN}/api/employer/listings?status=open&per_page=1`, { headers: employerAuth });
  const template = (await open.json()).data.items[0];
  const keep = ['category_id', 'job_type', 'pricing', 'amount', 'min_amount', 'max_amount', 'job_date', 'job_end_date', 'job_time', 'state', 'address', 'work_description', 'work_duration'];
  const body: Record<string, unknown> = { job_title: `${title} ${Date.now()}`, status: 'open' };
  for (const k of keep) if (template[k] !== null && template[k] !== undefined) body[k] = template[k];
  if (body.category_id === undefined && template.category?.id) body.category_id = template.category.id;
  Object.assign(body, extra);
  const created = await request.post(`${API_ORIGIN}/api/employer/listings`, { headers: employerAuth, data: body });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data;
}

/** Until the service worker controls the page (it claims clients when it activates). */
async function controlled(page: Page) {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return Boolean(navigator.serviceWorker.controller);
  }, null, { timeout: 30_000 });
}

async function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const cache = await caches.open('gm-pages');
    return (await cache.keys()).map((r) => new URL(r.url).pathname);
  });
}

async function offline(context: BrowserContext, on: boolean) {
  await context.setOffline(on);
}

test.beforeAll(async ({ request, browser }) => {
  const people = peopleFor(request);
  [employer, ada] = [await people.employer('Okafor'), await people.freelancer('Ada')];
  employerAuth = employer.auth;
  adaAuth = ada.auth;
  // newJob copies the fields of one of the employer's open jobs.
  await people.job(employer, { title: 'Offline first job' });
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await context.addCookies([{ name: 'gm_splash', value: 'IjEi', url: test.info().project.use.baseURL! }]);
  await signIn(await context.newPage(), ada.phone);
  adaCookies = await context.cookies();
  await context.close();
});

test('a seen job page and a saved job never opened read offline with their banner; an unseen page is the offline page', async ({ page, context, request }) => {
  const seen = await newJob(request, 'Offline seen job');
  const saved = await newJob(request, 'Offline saved job');
  const unseen = await newJob(request, 'Offline unseen job');
  await asAda(context);
  // Saved elsewhere (another phone): never opened here.
  const ada = adaAuth;
  expect((await request.post(`${API_ORIGIN}/api/bookmarks`, { headers: ada, data: { listing_id: saved.id } })).status()).toBe(201);

  await page.goto('/freelancer/jobs');
  await controlled(page);
  await page.goto('/freelancer/jobs?sort=newest&page=1');
  const answer = await page.goto(`/freelancer/details/${seen.id}`);
  // Personal pages: no shared cache may keep them.
  expect(answer?.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('heading', { name: seen.job_title })).toBeVisible();
  await page.goto('/freelancer/saved');
  await expect(page.getByRole('link', { name: saved.job_title })).toBeVisible();
  await expect.poll(() => cachedPaths(page), { timeout: 15_000 }).toContain(`/freelancer/details/${saved.id}`);

  await offline(context, true);
  await page.goto(`/freelancer/details/${seen.id}`);
  await expect(page.getByRole('heading', { name: seen.job_title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Saved for offline · / })).toBeVisible();
  await page.goto(`/freelancer/details/${saved.id}`);
  await expect(page.getByRole('heading', { name: saved.job_title })).toBeVisible();
  await expect(page.getByText(/^Saved for offline · /)).toBeVisible();
  await page.goto(`/freelancer/details/${unseen.id}`);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  // The offline page leads back to what this phone keeps, each page by its heading.
  const kept = page.getByRole('navigation', { name: /Saved on this phone/ });
  await kept.getByRole('link', { name: seen.job_title }).click();
  await expect(page).toHaveURL(new RegExp(`/freelancer/details/${seen.id}$`));
  await expect(page.getByRole('heading', { name: seen.job_title })).toBeVisible();
  // The jobs list as last searched, whatever the address's query.
  await page.goto('/freelancer/jobs?page=2');
  await expect(page.getByRole('heading', { name: 'Find jobs' })).toBeVisible();
  await expect(page.getByText(/^Saved for offline · /)).toBeVisible();
  await offline(context, false);
  await request.delete(`${API_ORIGIN}/api/bookmarks/${saved.id}`, { headers: ada });
});

async function queueApply(page: Page, context: BrowserContext, job: Listing, price: string) {
  await page.goto(`/freelancer/details/${job.id}`);
  await controlled(page);
  await offline(context, true);
  await page.getByLabel('Your price (optional)').fill(price);
  await page.getByRole('button', { name: 'Apply now' }).click();
  const entry = page.locator('.outbox li[data-action="apply"]').last();
  await expect(entry).toHaveAttribute('data-state', 'queued');
  await expect(entry).toContainText('Queued');
  return entry;
}

test('apply offline, back online: one application the employer sees; replayed 3 times, still one', async ({ page, context, request }) => {
  const job = await newJob(request, 'Offline apply job');
  await asAda(context);
  const entry = await queueApply(page, context, job, '7000');
  await offline(context, false);
  await expect(entry).toHaveAttribute('data-state', 'sent', { timeout: 20_000 });
  await expect(entry).toContainText('Your application was sent');

  const applicants = async () => (await (await request.get(`${API_ORIGIN}/api/employer/listings/${job.id}/applicants`, { headers: employerAuth })).json()).data as { quoted_price: string }[];
  expect(await applicants()).toHaveLength(1);
  expect((await applicants())[0].quoted_price).toBe('7000.00');

  // The outbox sends the same entry three more times (a lost answer, another tab, a sync retry).
  const answers = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('gigmarket-offline');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const all = await new Promise<Array<{ key: string; action: string; params: unknown; csrf: string }>>((resolve) => {
      const req = db.transaction('outbox').objectStore('outbox').getAll();
      req.onsuccess = () => resolve(req.result);
    });
    const sent = all.filter((e) => e.action === 'apply').pop()!;
    const results: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const body = new URLSearchParams({ csrf: sent.csrf, action: sent.action, key: sent.key, params: JSON.stringify(sent.params) });
      const response = await fetch('/outbox', { method: 'POST', body, headers: { Accept: 'application/json' } });
      results.push(((await response.json()) as { state: string }).state);
    }
    return results;
  });
  expect(answers).toEqual(['sent', 'sent', 'sent']);
  expect(await applicants()).toHaveLength(1);
});

test('an apply to a job closed meanwhile shows as refused, with the reason', async ({ page, context, request }) => {
  const job = await newJob(request, 'Offline closing job');
  await asAda(context);
  const entry = await queueApply(page, context, job, '6000');
  const closed = await request.post(`${API_ORIGIN}/api/employer/listings/${job.id}/close`, { headers: employerAuth });
  expect(closed.status()).toBe(200);
  await offline(context, false);
  await expect(entry).toHaveAttribute('data-state', 'refused', { timeout: 20_000 });
  await expect(entry).toContainText('Refused');
  await expect(entry).toContainText(/closed/i);
});

test('nothing of user A remains for user B: another sign-in on the same phone, then a logout', async ({ page, context, request, people }) => {
  const job = await newJob(request, 'Offline private job');
  await asAda(context);
  await page.goto('/freelancer/jobs');
  await controlled(page);
  await page.goto(`/freelancer/details/${job.id}`);
  await page.goto('/freelancer/applications');
  await expect.poll(() => cachedPaths(page)).toContain('/freelancer/applications');

  // Bo signs in on the same phone (Ada's cookie gone, as after an expired session): Ada's pages go.
  await context.clearCookies();
  await signIn(page, (await people.freelancer('Bo')).phone);
  await expect.poll(() => cachedPaths(page)).not.toContain('/freelancer/applications');
  await offline(context, true);
  for (const path of [`/freelancer/details/${job.id}`, '/freelancer/applications']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  }
  await offline(context, false);

  // Bo reads a page, logs out: nothing of Bo's stays either.
  await page.goto(`/freelancer/details/${job.id}`);
  await expect.poll(() => cachedPaths(page)).toContain(`/freelancer/details/${job.id}`);
  await page.getByLabel(/Account menu/).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => cachedPaths(page)).toEqual([]);
  // The logout's Clear-Site-Data took the worker with the storage: the next page registers a fresh
  // one, which holds the offline page again and nothing of Bo's.
  await page.goto('/login');
  await controlled(page);
  expect(await cachedPaths(page)).toEqual([]);
  await offline(context, true);
  await page.goto(`/freelancer/details/${job.id}`);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await offline(context, false);
});

test('the Money page and a conversation read offline', async ({ page, context, request }) => {
  const job = await newJob(request, 'Offline thread job');
  const applied = await request.post(`${API_ORIGIN}/api/jobs/${job.id}/apply`, { headers: adaAuth, data: {} });
  expect(applied.status()).toBe(201);
  const id = (await applied.json()).data.id as number;
  // Words only: digits would be masked as a phone number before the hire (docs/conversations.md).
  const said = `Is the gate code needed, ${Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 8)}?`;
  expect((await request.post(`${API_ORIGIN}/api/applications/${id}/messages`, { headers: adaAuth, data: { body: said } })).status()).toBe(201);
  await asAda(context);
  await page.goto('/freelancer/money');
  await controlled(page);
  await page.goto('/freelancer/money');
  await page.goto(`/freelancer/messages/${id}`);
  await expect(page.getByText(said)).toBeVisible();
  await expect.poll(() => cachedPaths(page)).toEqual(expect.arrayContaining(['/freelancer/money', `/freelancer/messages/${id}`]));

  await offline(context, true);
  await page.goto('/freelancer/money');
  await expect(page.getByRole('heading', { name: 'Money', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Saved for offline · /)).toBeVisible();
  await page.goto(`/freelancer/messages/${id}`);
  await expect(page.getByText(said)).toBeVisible();
  await expect(page.getByText(/^Saved for offline · /)).toBeVisible();
  await offline(context, false);
});

test('check in and mark done offline, back online: the hire moves on', async ({ page, context, request }) => {
  // A job that started this hour: its check-in is open (docs/hire-to-pay.md "Steps on the job's clock").
  const jobId = await postJobStartingNow(request, employerAuth, { title: `Offline hire job ${Date.now()}` });
  const applied = await request.post(`${API_ORIGIN}/api/jobs/${jobId}/apply`, { headers: adaAuth, data: {} });
  expect(applied.status()).toBe(201);
  const id = (await applied.json()).data.id as number;
  expect((await request.post(`${API_ORIGIN}/api/employer/applications/${id}/approve`, { headers: employerAuth, data: {} })).status()).toBe(200);
  const fund = await request.post(`${API_ORIGIN}/api/employer/hires/${id}/fund`, { headers: employerAuth });
  expect(fund.status()).toBe(200);
  const paid = await request.post(`${PAYSTACK_ORIGIN}/__control/transactions/${encodeURIComponent((await fund.json()).data.reference)}/pay`, { data: {} });
  expect(paid.ok()).toBe(true);
  const status = async () => (await (await request.get(`${API_ORIGIN}/api/hires/${id}`, { headers: adaAuth })).json()).data.status as string;
  await expect.poll(status, { timeout: 20_000 }).toBe('funded');

  await asAda(context);
  await page.goto(`/freelancer/hires/${id}`);
  await controlled(page);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await offline(context, true);
  await page.locator('summary', { hasText: 'Check in' }).click();
  await page.getByRole('group', { name: 'Check in' }).getByRole('button', { name: 'Check in' }).click();
  const checkIn = page.locator('.outbox li[data-action="check-in"]');
  await expect(checkIn).toHaveAttribute('data-state', 'queued');
  await offline(context, false);
  await expect(checkIn).toHaveAttribute('data-state', 'sent', { timeout: 20_000 });
  expect(await status()).toBe('in_progress');

  await page.reload();
  // The outbox catches the form only once the page runs.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await offline(context, true);
  await page.locator('summary', { hasText: 'Mark work done' }).click();
  await page.getByRole('group', { name: 'Mark work done' }).getByRole('button', { name: 'Mark work done' }).click();
  const done = page.locator('.outbox li[data-action="mark-done"]');
  await expect(done).toHaveAttribute('data-state', 'queued');
  await offline(context, false);
  await expect(done).toHaveAttribute('data-state', 'sent', { timeout: 20_000 });
  expect(await status()).toBe('submitted');
});

test('a first visit hands the worker its inline stylesheet: later pages link that file, and a kept page reads offline styled', async ({ page, context }) => {
  const styled = () =>
    page.evaluate(() => [getComputedStyle(document.documentElement).backgroundColor, getComputedStyle(document.querySelector('h1')!).fontSize, getComputedStyle(document.body).margin]);
  await page.goto('/home');
  await expect(page.locator('style#gm-css')).toHaveCount(1);
  const online = await styled();
  await controlled(page);
  // The worker's copy is the page's own: no server headers, so nothing was downloaded for it.
  const held = await page.evaluate(async () => {
    const cache = await caches.open('gm-stylesheet');
    const keys = await cache.keys();
    const hit = keys[0] ? await cache.match(keys[0]) : undefined;
    return { paths: keys.map((key) => new URL(key.url).pathname), date: hit?.headers.get('date') ?? null, type: hit?.headers.get('content-type') ?? '', css: (await hit?.text())?.length ?? 0 };
  });
  expect(held.paths).toHaveLength(1);
  expect(held.paths[0]).toMatch(/^\/assets\/app-[\w-]+\.css$/);
  expect(held.date).toBeNull();
  expect(held.type).toContain('text/css');
  expect(held.css).toBeGreaterThan(1000);
  // Once the cookie names it, a document links the file instead of inlining it again.
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'gm_css')?.value).toBe(encodeURIComponent(held.paths[0]));
  await page.goto('/home');
  await expect(page.locator(`link[rel="stylesheet"][href="${held.paths[0]}"]`)).toHaveCount(1);
  await expect(page.locator('style#gm-css')).toHaveCount(0);
  expect(await styled()).toEqual(online);
  // Kept for an anonymous visitor too (a public page): offline, with its banner and its styles.
  await expect.poll(() => cachedPaths(page), { timeout: 15_000 }).toContain('/home');
  await offline(context, true);
  await page.reload();
  await expect(page.getByText(/^Saved for offline · /)).toBeVisible();
  expect(await styled()).toEqual(online);
  await offline(context, false);
});

test.describe('places', () => {
  test.use({ geolocation: { latitude: 6.4550575, longitude: 3.3941795 }, permissions: ['geolocation'] });

  test('the listing form takes the browser’s location, the map pin refines it; a near-me search then finds the job', async ({ page, request }) => {
    const job = await newJob(request, 'Placed job');
    await signIn(page, employer.phone);
    await page.goto(`/employer/listings/${job.id}/edit`);
    await expect(page.getByLabel('Latitude')).toHaveCount(0);
    await page.getByRole('button', { name: 'Use my location' }).click();
    // The area, never the numbers (docs/places.md); the state and LGA are filled from the point.
    await expect(page.getByTestId('place-status')).toHaveText('Lagos Island, Lagos');
    await expect(page.getByLabel('Local government area')).toHaveValue(/\d+/);
    await page.getByRole('button', { name: /Save changes|Save/ }).first().click();
    await expect(page).not.toHaveURL(/\/edit$/);
    const stored = (await (await request.get(`${API_ORIGIN}/api/employer/listings/${job.id}`, { headers: employerAuth })).json()).data;
    expect(stored.latitude).toBe('6.4550575');
    expect(stored.longitude).toBe('3.3941795');
    expect(stored.lga).toMatchObject({ name: 'Lagos Island', state_name: 'Lagos' });
    // The map pin refines it: Leaflet loads on demand, tiles from the local tile server.
    let tiles = 0;
    await page.route('**/__tiles/**', (route) => {
      tiles += 1;
      return route.fulfill({ contentType: 'image/png', body: PNG });
    });
    await page.goto(`/employer/listings/${job.id}/edit`);
    await page.getByRole('button', { name: 'Use my location' }).click();
    const map = page.locator('.leaflet-container');
    await expect(map).toBeVisible();
    await expect.poll(() => tiles).toBeGreaterThan(0);
    const box = (await map.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2 + 60, box.y + box.height / 2 + 40);
    await expect(page.getByTestId('place-status')).toHaveText(/, Lagos$/);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page).not.toHaveURL(/\/edit$/);
    const moved = (await (await request.get(`${API_ORIGIN}/api/employer/listings/${job.id}`, { headers: employerAuth })).json()).data;
    expect(Number(moved.latitude)).toBeLessThan(6.4550575);
    expect(Number(moved.longitude)).toBeGreaterThan(3.3941795);

    const near = await request.get(`${API_ORIGIN}/api/jobs?latitude=${moved.latitude}&longitude=${moved.longitude}&radius_km=2&per_page=50`, { headers: adaAuth });
    const items = (await near.json()).data.items as { id: number }[];
    expect(items.map((i) => i.id)).toContain(job.id);
  });
});

test('the data saver switch on the account page is kept in a cookie and hides pictures', async ({ page, context }) => {
  await asAda(context);
  await page.goto('/freelancer/account');
  const box = page.getByLabel('Hide pictures in lists to use less data');
  await expect(box).not.toBeChecked();
  await box.check();
  await page.getByRole('region', { name: 'Data saver' }).getByRole('button', { name: 'Save' }).click();
  // Kept in a cookie (React Router's cookie JSON, base64: '1' is IjEi): the server renders it checked.
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'gm_data_saver')?.value).toBe('IjEi');
  await expect(page).toHaveURL(/\/freelancer\/account$/);
  await page.reload();
  await expect(page.getByLabel('Hide pictures in lists to use less data')).toBeChecked();
  await expect(page.locator('img.avatar')).toHaveCount(0);
});

test('pictures come as WebP at the size a page shows them, not the 400 px original', async ({ page, context, request }) => {
  const upload = await request.post(`${API_ORIGIN}/api/uploads`, {
    headers: employerAuth,
    multipart: { file: { name: 'hedge.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const filename = (await upload.json()).data.filename as string;
  const job = await newJob(request, 'Pictured job', { pictures: [filename] });
  await asAda(context);
  const picture = page.waitForResponse((response) => response.url().includes(`/uploads/${filename}`));
  await page.goto(`/freelancer/details/${job.id}`);
  const img = page.getByRole('img', { name: /Pictured job/ });
  await img.scrollIntoViewIfNeeded(); // pictures load lazily
  const served = await picture;
  expect(served.url()).toMatch(/\?w=(160|320)$/);
  expect(served.headers()['content-type']).toBe('image/webp');
  await expect(img).toHaveAttribute('srcset', new RegExp(`/uploads/${filename}\\?w=160 1x, /uploads/${filename}\\?w=320 2x`));
  const width = Number(/\?w=(\d+)$/.exec(served.url())![1]);
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(width);
});
