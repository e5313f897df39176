import { axeOn } from '../support/axe';
import { API_ORIGIN, PAYSTACK_ORIGIN } from '../ports.mjs';
import { approve } from './support/hires';
import { expect, signIn, test } from './support/fixtures';
import { nextSmsSince, textsTo } from './support/sms';

/**
 * Several days in one job (docs/shifts.md) on a 360 px phone: an employer posts a three-day job
 * to their favourites first; the favourite reads its shifts (in French, then in English, axe
 * checked) and applies for two of them; after the hour (the
 * API's clock moved alone) it opens to everyone; both shifts hired, the employer reads the choice
 * of what to pay for in French, then pays for the two with one payment through the checkout page
 * (axe checked on the choice); the freelancer confirms
 * the first shift on the site and misses the second, which the employer reports as a no-show
 * (refunded on its own). Its own people, made through the API.
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const HOUR = 3_600_000;

/** A Lagos day and hour of `at`, as date and time fields take them. */
function lagos(at: Date): { date: string; hour: number } {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  const hour = Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', hour: '2-digit', hourCycle: 'h23' }).format(at));
  return { date, hour };
}

test('an employer posts a three-day job to the favourites first; it opens to everyone; the freelancer confirms one shift and misses another', async ({ page, browser, baseURL, people, request, apiClock }) => {
  test.setTimeout(240_000);
  const word = `Shifts${String(Date.now()).slice(-6)}`;
  const title = `${word} usher at the fair`;
  const employer = await people.employer('Tunde');
  const ada = await people.freelancer('Amaka');
  const cy = await people.freelancer('Chinedu');
  const past = await people.job(employer, { title: `Sweep the hall ${word}` });
  await approve(request, employer.auth, await people.apply(ada, past));
  const pastApplicants = await request.get(`${API_ORIGIN}/api/employer/listings/${past}/applicants`, { headers: employer.auth });
  const adaId = ((await pastApplicants.json()).data as { freelancer: { id: number } }[])[0].freelancer.id;
  expect((await request.put(`${API_ORIGIN}/api/employer/favourites/${adaId}`, { headers: employer.auth })).status()).toBe(200);

  // Three days at the same hours, the first starting in about 20 hours.
  const first = lagos(new Date(Date.now() + 20 * HOUR));
  const start = `${String(first.hour).padStart(2, '0')}:00`;
  const end = first.hour + 2 <= 23 ? `${String(first.hour + 2).padStart(2, '0')}:00` : '23:59';
  const day = (offset: number) => new Date(Date.parse(`${first.date}T12:00:00Z`) + offset * 24 * HOUR).toISOString().slice(0, 10);

  await signIn(page, employer.phone);
  await page.goto('/employer/listings/add');
  await page.getByLabel('Job title').fill(title);
  await page.getByLabel('Category').selectOption({ label: 'Cleaning' });
  await page.getByLabel('Job type').selectOption({ index: 1 });
  await page.getByLabel('Fixed amount').fill('12000');
  for (const n of [0, 1, 2]) {
    await page.getByLabel(`Shift ${n + 1}: day`).fill(day(n));
    await page.getByLabel(`Shift ${n + 1}: start`).fill(start);
    await page.getByLabel(`Shift ${n + 1}: end`).fill(end);
  }
  await page.getByLabel('State').selectOption({ label: 'Lagos' });
  await page.getByLabel('Description of the work').fill('Welcome visitors at the gate.');
  await page.getByLabel('Offer it to my favourites first').check();
  await page.getByLabel('Hours before it opens to everyone').fill('1');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  const since = nextSmsSince(ada.phone);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/employer\/listings\?status=draft$/);
  await expect(page.getByText('Job offered to your favourites first')).toBeVisible();

  // Ada is told by SMS; the job page lists its three shifts and she applies for the first two.
  let link = '';
  await expect
    .poll(() => {
      link = /https?:\/\/\S+\/freelancer\/details\/\d+/.exec(textsTo(ada.phone, since).filter((text) => text.includes(title)).join('\n'))?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const path = new URL(link).pathname;
  const jobId = Number(/\d+$/.exec(path)![0]);
  const adaContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await adaContext.addCookies([{ name: 'gm_splash', value: 'IjEi', url: baseURL! }]);
  const adaPage = await adaContext.newPage();
  await signIn(adaPage, ada.phone);
  // In French first: the shifts and the choice.
  await adaContext.addCookies([{ name: 'gm_lang', value: 'ImZyIg%3D%3D', url: baseURL! }]);
  await adaPage.goto(path);
  await expect(adaPage.getByTestId('job-shifts')).toContainText('3 créneaux');
  await expect(adaPage.getByTestId('apply-shifts').getByText('Quels créneaux\u00a0?')).toBeVisible();
  expect(await adaPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await adaContext.addCookies([{ name: 'gm_lang', value: 'ImVuIg%3D%3D', url: baseURL! }]);
  await adaPage.goto(path);
  await expect(adaPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(adaPage.getByTestId('job-shifts').getByRole('listitem')).toHaveCount(3);
  await expect(adaPage.getByTestId('job-shifts')).toContainText('3 shifts');
  const choices = adaPage.getByTestId('apply-shifts').getByRole('checkbox');
  await expect(choices).toHaveCount(3);
  await choices.nth(2).uncheck();
  const axe = await axeOn(adaPage).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  expect(await adaPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await adaPage.getByRole('button', { name: 'Apply now' }).click();
  await expect(adaPage.getByText('Application sent')).toBeVisible();
  await expect(adaPage.getByTestId('job-shifts').getByText('Pending')).toHaveCount(2);

  // The employer sees one applicant per shift.
  const applicants = (await (await request.get(`${API_ORIGIN}/api/employer/listings/${jobId}/applicants`, { headers: employer.auth })).json()).data as {
    id: number;
    shift: { date: string };
  }[];
  expect(applicants.map((a) => a.shift.date).sort()).toEqual([day(0), day(1)]);
  await page.goto(`/employer/listings/${jobId}/applicants`);
  await expect(page.getByTestId('applicant-shift')).toHaveCount(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

  // An hour later the opening task publishes the job to everyone.
  const search = () => request.get(`${API_ORIGIN}/api/jobs?q=${word}`, { headers: cy.auth });
  expect((await (await search()).json()).data.total).toBe(0);
  await apiClock.advance(3600);
  expect((await request.post(`${API_ORIGIN}/api/test/clock/tasks/roster-first-opening`)).status()).toBe(202);
  await expect.poll(async () => (await (await search()).json()).data.total, { timeout: 15_000 }).toBe(1);

  // Both shifts hired, then paid for with one payment from the first shift's hire page.
  const [friday, saturday] = [...applicants].sort((a, b) => a.shift.date.localeCompare(b.shift.date)).map((a) => a.id);
  for (const id of [friday, saturday]) await approve(request, employer.auth, id);
  const primary = page.getByTestId('primary-action');
  // In French first: the choice and its two totals.
  await page.context().addCookies([{ name: 'gm_lang', value: 'ImZyIg%3D%3D', url: baseURL! }]);
  await page.goto(`/employer/hires/${friday}`);
  await primary.locator('summary', { hasText: 'Payer les créneaux' }).click();
  const choix = primary.getByRole('group', { name: 'Que payez-vous\u00a0?' });
  await expect(choix.getByRole('radio', { name: /^Payer ce créneau \(.*12.180.*\)$/ })).toBeChecked();
  await expect(choix.getByRole('radio', { name: /^Payer les 2 créneaux \(.*24.360.*\)$/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await page.context().addCookies([{ name: 'gm_lang', value: 'ImVuIg%3D%3D', url: baseURL! }]);
  await page.goto(`/employer/hires/${friday}`);
  await primary.locator('summary', { hasText: 'Pay for the shifts' }).click();
  const cover = primary.getByRole('group', { name: 'What do you pay for?' });
  await expect(cover.getByRole('radio', { name: /^Pay this shift \(₦12,180\)$/ })).toBeChecked();
  await cover.getByRole('radio', { name: /^Pay all 2 shifts \(₦24,360\)$/ }).check();
  const choiceAxe = await axeOn(page).analyze();
  expect(choiceAxe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await primary.getByRole('button', { name: 'Pay for the shifts' }).click();
  await expect(page).toHaveURL(new RegExp(`^${PAYSTACK_ORIGIN}/checkout/`));
  await expect(page.getByText('₦24,360')).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page).toHaveURL(new RegExp(`/employer/hires/${friday}$`));
  await expect(page.getByText('Payment received')).toBeVisible();
  for (const id of [friday, saturday])
    await expect.poll(async () => (await (await request.get(`${API_ORIGIN}/api/hires/${id}`, { headers: employer.auth })).json()).data.status).toBe('funded');

  // The first shift's confirmation is asked; Ada's hires list shows the next shift first, and she confirms it.
  expect((await request.post(`${API_ORIGIN}/api/test/clock/tasks/shift-confirm-ask`)).status()).toBe(202);
  await adaPage.goto('/freelancer/hires');
  const cards = adaPage.getByRole('listitem').filter({ has: adaPage.getByRole('heading', { name: title }) });
  await expect(cards).toHaveCount(2);
  await cards.first().getByRole('link', { name: title }).click();
  await expect(adaPage).toHaveURL(new RegExp(`/freelancer/hires/${friday}$`));
  await adaPage.getByRole('button', { name: 'Confirm the shift' }).click();
  await expect(adaPage.getByText('Shift confirmed: the employer was told')).toBeVisible();
  await adaContext.close();

  // Ada misses the second shift: an hour after its start, without a check-in, the employer reports a no-show.
  const satHire = (await (await request.get(`${API_ORIGIN}/api/hires/${saturday}`, { headers: employer.auth })).json()).data as { starts_at: string };
  const ahead = (Date.parse(satHire.starts_at) + 65 * 60_000 - Date.now()) / 1000 - 3600;
  // The test clock moves a day at most per call.
  for (let left = Math.ceil(ahead); left > 0; left -= 86_400) await apiClock.advance(Math.min(left, 86_400));
  const noShow = await request.post(`${API_ORIGIN}/api/employer/hires/${saturday}/no-show`, { headers: employer.auth });
  expect(noShow.status(), await noShow.text()).toBe(200);
  await page.goto(`/employer/hires/${saturday}`);
  await expect(page.getByText('A no-show was reported for this hire.')).toBeVisible();
  // The first shift stands, funded and confirmed.
  const fri = (await (await request.get(`${API_ORIGIN}/api/hires/${friday}`, { headers: employer.auth })).json()).data as { status: string };
  expect(fri.status).toBe('funded');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});
