import { API_ORIGIN } from '../ports.mjs';
import { approve } from './support/hires';
import { expect, signIn, test } from './support/fixtures';
import { nextSmsSince, textsTo } from './support/sms';

/**
 * "Roster first" (docs/roster.md) on a 360 px phone: an employer posts a job to their favourites
 * first for an hour; the favourite opens the link the SMS carried, sees the banner (in French,
 * then in English) and applies; a stranger finds nothing; the API's clock moved by the hour (it
 * takes the API alone: docs/testing.md "Journey fixtures") and the opening task run, the job is
 * open to everyone. Its own people, made through the API.
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** A day a week ahead in Lagos (the day every job is written in), as a date field takes it. */
function nextWeek(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + 7 * 86_400_000));
}

test('an employer offers a job to the favourites first; a favourite applies; it opens to everyone after the hour', async ({ page, browser, baseURL, people, request, apiClock }) => {
  test.setTimeout(180_000);
  const word = `Rosterfirst${String(Date.now()).slice(-6)}`;
  const title = `${word} stack the crates`;
  const employer = await people.employer('Femi');
  const ada = await people.freelancer('Adaeze');
  const cy = await people.freelancer('Chidi');
  const past = await people.job(employer, { title: `Sweep the depot ${word}` });
  await approve(request, employer.auth, await people.apply(ada, past));
  const pastApplicants = await request.get(`${API_ORIGIN}/api/employer/listings/${past}/applicants`, { headers: employer.auth });
  const adaId = ((await pastApplicants.json()).data as { freelancer: { id: number } }[])[0].freelancer.id;
  expect((await request.put(`${API_ORIGIN}/api/employer/favourites/${adaId}`, { headers: employer.auth })).status()).toBe(200);

  // The employer posts the job to their favourites first, for one hour.
  await signIn(page, employer.phone);
  await page.goto('/employer/listings/add');
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Category').selectOption({ label: 'Cleaning' });
  await page.getByLabel('Job type').selectOption({ index: 1 });
  await page.getByLabel('Fixed amount').fill('12000');
  await page.getByLabel('Start date').fill(nextWeek());
  await page.getByLabel('State').selectOption({ label: 'Lagos' });
  await page.getByLabel('Description of the work').fill('Stack forty crates in the yard.');
  await expect(page.getByText('Your favourite is told at once by SMS and can apply.', { exact: false })).toBeVisible();
  await page.getByLabel('Offer it to my favourites first').check();
  await page.getByLabel('Hours before it opens to everyone').fill('1');
  const since = nextSmsSince(ada.phone);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/employer\/listings\?status=draft$/);
  await expect(page.getByText('Job offered to your favourites first')).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByTestId('roster-first-banner')).toHaveText(/^Offered to your favourite until .+, then open to everyone$/);
  await expect(card.getByRole('button', { name: 'Open to everyone now' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  // The job's own page says the same, with the way to open it early.
  await card.getByRole('link', { name: title }).click();
  await expect(page.getByTestId('roster-first-banner')).toHaveText(/^Offered to your favourite until .+, then open to everyone$/);
  await expect(page.getByRole('button', { name: 'Open to everyone now' })).toBeVisible();

  // Ada is told by SMS with the job page's address.
  let link = '';
  await expect
    .poll(() => {
      link = /https?:\/\/\S+\/freelancer\/details\/\d+/.exec(textsTo(ada.phone, since).filter((text) => text.includes(title)).join('\n'))?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const path = new URL(link).pathname;
  const jobId = Number(/\d+$/.exec(path)![0]);

  // Cy finds nothing and the page is not found to him.
  const search = (who: { auth: Record<string, string> }) => request.get(`${API_ORIGIN}/api/jobs?q=${word}`, { headers: who.auth });
  expect((await (await search(cy)).json()).data.total).toBe(0);
  expect((await request.get(`${API_ORIGIN}/api/jobs/${jobId}`, { headers: cy.auth })).status()).toBe(404);

  // Ada opens the link: the banner in French, then in English, where she applies.
  const adaContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await adaContext.addCookies([{ name: 'gm_splash', value: 'IjEi', url: baseURL! }]);
  const adaPage = await adaContext.newPage();
  await signIn(adaPage, ada.phone);
  await adaContext.addCookies([{ name: 'gm_lang', value: 'ImZyIg%3D%3D', url: baseURL! }]);
  await adaPage.goto(path);
  await expect(adaPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(adaPage.getByTestId('roster-first-banner')).toHaveText(/^Proposée à vous d’abord, jusqu’à .+, puis ouverte à tous$/);
  expect(await adaPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await adaContext.addCookies([{ name: 'gm_lang', value: 'ImVuIg%3D%3D', url: baseURL! }]);
  await adaPage.goto(path);
  await expect(adaPage.getByTestId('roster-first-banner')).toHaveText(/^Offered to you first, until .+, then open to everyone$/);
  await adaPage.getByRole('button', { name: 'Apply now' }).click();
  await expect(adaPage.getByText('Application sent')).toBeVisible();
  await adaContext.close();

  // An hour later (the API's clock, moved alone) the opening task publishes it to everyone.
  await apiClock.advance(3600);
  expect((await request.post(`${API_ORIGIN}/api/test/clock/tasks/roster-first-opening`)).status()).toBe(202);
  await expect.poll(async () => (await (await search(cy)).json()).data.total, { timeout: 15_000 }).toBe(1);
  expect((await request.get(`${API_ORIGIN}/api/jobs/${jobId}`, { headers: cy.auth })).status()).toBe(200);
  await page.goto('/employer/listings?status=open');
  const open = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(open.getByText('Open', { exact: true })).toBeVisible();
  await expect(open.getByTestId('roster-first-banner')).toHaveCount(0);
  // Ada's application stands.
  const applicants = await request.get(`${API_ORIGIN}/api/employer/listings/${jobId}/applicants`, { headers: employer.auth });
  expect(((await applicants.json()).data as { freelancer: { id: number } }[]).map((row) => row.freelancer.id)).toEqual([adaId]);
});
