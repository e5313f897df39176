/**
 * A confirmation before each shift at 360 px (docs/shift-confirmation.md): a freelancer confirms a
 * shift by the SMS's link in English; in French, another hire goes unconfirmed past the warning's
 * mark (the API's clock moved 9 hours) and the employer releases the place. Each journey's own
 * people and jobs, starting 20 hours ahead so the ask (24 hours before) is due at once.
 */
import type { APIRequestContext } from '@playwright/test';
import { API_ORIGIN } from '../ports.mjs';
import { expect, signIn, test } from './support/fixtures';
import { textsTo } from './support/sms';

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

/** gm_lang = "fr", as the site's language switch stores it (a react-router cookie: base64 JSON). */
const FRENCH = { name: 'gm_lang', value: 'ImZyIg%3D%3D' };
const HOUR = 3_600_000;

/** Runs a scheduled task now on the shard's API (it runs in the background: 202). */
async function runTask(request: APIRequestContext, name: 'shift-confirm-ask' | 'shift-confirm-warn') {
  const ran = await request.post(`${API_ORIGIN}/api/test/clock/tasks/${name}`);
  expect(ran.status()).toBe(202);
}

/** The text `phone` received matching `pattern`, once it has arrived. */
async function textMatching(phone: string, pattern: RegExp): Promise<string> {
  await expect.poll(() => textsTo(phone).some((text) => pattern.test(text)), { timeout: 15_000 }).toBe(true);
  return textsTo(phone).find((text) => pattern.test(text))!;
}

test('a freelancer confirms a shift by the link in the SMS', async ({ page, people, request }) => {
  const [employer, worker] = [await people.employer('Bisi'), await people.freelancer('Chika')];
  const { id } = await people.hire(employer, worker, { title: 'Serve at a dinner party', startsAt: new Date(Date.now() + 20 * HOUR), funded: true });
  await runTask(request, 'shift-confirm-ask');
  const sms = await textMatching(worker.phone, /please confirm you will work "Serve at a dinner party"/);
  const link = /Tap to confirm: (\S+)$/.exec(sms)![1];
  expect(new URL(link).pathname).toBe(`/freelancer/hires/${id}/confirm`);

  // The phone is signed in: opening the link confirms, one tap.
  await signIn(page, worker.phone);
  await page.goto(new URL(link).pathname);
  await expect(page).toHaveURL(new RegExp(`/freelancer/hires/${id}$`));
  await expect(page.getByText('Shift confirmed: the employer was told')).toBeVisible();
  await expect(page.getByTestId('confirmed-info')).toContainText('Shift confirmed on');
  await expect(page.getByRole('button', { name: 'Confirm the shift' })).toHaveCount(0);
  // Opening it again changes nothing and says the same.
  await page.goto(new URL(link).pathname);
  await expect(page.getByText('Shift confirmed: the employer was told')).toBeVisible();
});

test('in French, an employer releases the place of a shift left unconfirmed', async ({ page, people, request, apiClock, baseURL }) => {
  const [employer, worker] = [await people.employer('Femi'), await people.freelancer('Ngozi')];
  const { id, listingId } = await people.hire(employer, worker, { title: 'Tenir le vestiaire', startsAt: new Date(Date.now() + 20 * HOUR) });
  await runTask(request, 'shift-confirm-ask');
  await textMatching(worker.phone, /please confirm you will work "Tenir le vestiaire"/);

  await signIn(page, employer.phone);
  await page.context().addCookies([{ ...FRENCH, url: baseURL! }]);
  // Nine hours on, the shift starts in 11: past the warning's mark (12 hours before), still unconfirmed.
  await apiClock.advance(9 * 3600);
  await runTask(request, 'shift-confirm-warn');
  await textMatching(employer.phone, /has not confirmed "Tenir le vestiaire"/);

  await page.goto(`/employer/hires/${id}`);
  const warning = page.getByTestId('unconfirmed');
  await expect(warning).toContainText('n’a pas confirmé la mission');
  await warning.locator('summary', { hasText: 'Libérer la place' }).click();
  const step = warning.getByRole('group', { name: 'Libérer la place' });
  await expect(step).toContainText('la mission est de nouveau ouverte aux candidats');
  await step.getByRole('button', { name: 'Libérer la place' }).click();
  await expect(page.getByText('La place est libérée\u00a0: la mission est de nouveau ouverte')).toBeVisible();
  await expect(page.locator('.pill').getByText('Annulée', { exact: true })).toBeVisible();
  await expect(page.getByText(/l’employeur a donc libéré la place/)).toBeVisible();

  // The job is open to applicants again, and the freelancer hears it.
  const job = await request.get(`${API_ORIGIN}/api/employer/listings/${listingId}`, { headers: employer.auth });
  expect((await job.json()).data).toMatchObject({ status: 'open', positions_filled: 0 });
  await textMatching(worker.phone, /released your place on "Tenir le vestiaire"/);
});
