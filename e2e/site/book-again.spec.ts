import { API_ORIGIN } from '../ports.mjs';
import { expect, signIn, test } from './support/fixtures';
import { nextSmsSince, textsTo } from './support/sms';

/**
 * "Book again" (docs/roster.md) on a 360 px phone: an employer books a freelancer they hired before
 * from the past hire's page, with a new day and pay; the freelancer opens the link the SMS carried,
 * reads the offer in French, and accepts it in English: the hire at the offered amount, ready to
 * fund. Its own people, made through the API.
 */
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** A day after tomorrow in Lagos (the day every job is written in), as a date field takes it. */
function dayAfterTomorrow(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + 2 * 86_400_000));
}

test('an employer books a past freelancer again, who accepts through the SMS link', async ({ page, browser, baseURL, people, request }) => {
  test.setTimeout(180_000);
  const suffix = String(Date.now()).slice(-6);
  const employer = await people.employer('Remi');
  const ada = await people.freelancer('Adaeze');
  const title = `Repaint the shop front ${suffix}`;
  const hire = await people.hire(employer, ada, { title, amount: '8000' });

  // The employer, on the past hire's page, books Ada again for another day at a new pay.
  await signIn(page, employer.phone);
  await page.goto(`/employer/hires/${hire.id}`);
  await page.getByRole('link', { name: /^Book Adaeze .* again$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Book Adaeze .* again$/ })).toBeVisible();
  await expect(page.getByLabel('Job title')).toHaveValue(title);
  await expect(page.getByLabel(/^Pay offered/)).toHaveValue('8000.00');
  await page.getByLabel('Day of the job').fill(dayAfterTomorrow());
  await page.getByLabel(/^Pay offered/).fill('9500');
  const since = nextSmsSince(ada.phone);
  await page.getByRole('button', { name: 'Send the offer' }).click();
  await expect(page).toHaveURL(/\/employer\/offers\/\d+$/);
  await expect(page.getByRole('status')).toContainText(/Offer sent to Adaeze/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

  // Ada reads the link in the text she received.
  let link = '';
  await expect
    .poll(() => {
      link = /https?:\/\/\S+\/freelancer\/offers\/\d+/.exec(textsTo(ada.phone, since).join('\n'))?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const path = new URL(link).pathname;

  const adaContext = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  await adaContext.addCookies([{ name: 'gm_splash', value: 'IjEi', url: baseURL! }]);
  const adaPage = await adaContext.newPage();
  await signIn(adaPage, ada.phone);

  // The offer's page in French.
  await adaContext.addCookies([{ name: 'gm_lang', value: 'ImZyIg%3D%3D', url: baseURL! }]);
  await adaPage.goto(path);
  await expect(adaPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(adaPage.locator('main .lead')).toHaveText(/souhaite vous engager à nouveau/);
  await expect(adaPage.getByRole('button', { name: 'Accepter' })).toBeVisible();
  await expect(adaPage.getByRole('button', { name: 'Refuser' })).toBeVisible();
  expect(await adaPage.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

  // And in English, where she accepts: the hire, at the offered amount.
  await adaContext.addCookies([{ name: 'gm_lang', value: 'ImVuIg%3D%3D', url: baseURL! }]);
  await adaPage.goto(path);
  await expect(adaPage.locator('main .lead')).toHaveText(/wants to book you again/);
  await adaPage.getByRole('button', { name: 'Accept' }).click();
  await expect(adaPage).toHaveURL(/\/freelancer\/hires\/\d+$/);
  await expect(adaPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const hireId = Number(/\/freelancer\/hires\/(\d+)$/.exec(adaPage.url())![1]);
  const answer = await request.get(`${API_ORIGIN}/api/hires/${hireId}`, { headers: employer.auth });
  expect(answer.status()).toBe(200);
  expect((await answer.json()).data).toMatchObject({ status: 'approved', agreed_amount_minor: 950000, can: { fund: true } });
  await adaContext.close();

  // The employer's offer page says so, with the way to the hire.
  await page.reload();
  await expect(page.getByRole('status')).toContainText(/accepted: the hire is ready to fund/);
  await expect(page.getByRole('link', { name: 'See the hire' })).toHaveAttribute('href', `/employer/hires/${hireId}`);
});
