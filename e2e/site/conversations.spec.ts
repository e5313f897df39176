import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { People, Person } from '../support/people';
import { expect, PNG, signIn, test } from './support/fixtures';

/**
 * Conversations (docs/conversations.md): an employer and a freelancer, each in their own browser,
 * exchange messages on the thread of an application and see them arrive live (EventSource); the
 * unread badge follows; contact details stay hidden before approval; the thread also works
 * without JavaScript (a plain form post and a reload). Each journey's own people (the `people` fixture).
 */
/** A pending application of a new freelancer to a new employer's open job (made through the API). */
async function application(people: People, title = 'Paint the fence'): Promise<{ id: number; title: string; employer: Person; freelancer: Person }> {
  const [employer, freelancer] = [await people.employer(), await people.freelancer()];
  const id = await people.apply(freelancer, await people.job(employer, { title }));
  return { id, title, employer, freelancer };
}

/** CSP violations of the pages these journeys open in their own contexts (the fixture watches only `page`). */
const violations: string[] = [];
function watchCsp(page: Page) {
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
}

async function signedIn(browser: Browser, baseURL: string, phone: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'gm_splash', value: 'IjEi', url: baseURL }]);
  const page = await context.newPage();
  watchCsp(page);
  await signIn(page, phone);
  return { context, page };
}

test('employer and freelancer talk live; the badge follows; masking before approval; no-JS works', async ({ browser, baseURL, people, page: unused }) => {
  test.setTimeout(180_000);
  void unused;
  const { id, title, ...who } = await application(people);
  const employer = await signedIn(browser, baseURL!, who.employer.phone);
  const freelancer = await signedIn(browser, baseURL!, who.freelancer.phone);
  try {
    // The employer waits on the dashboard: no unread badge yet.
    await employer.page.goto('/employer/dashboard');
    const badge = employer.page.getByTestId('messages-badge');
    await expect(badge).toHaveCount(0);

    // The freelancer opens the thread from their applications and writes, with a phone number.
    await freelancer.page.goto('/freelancer/applications');
    await freelancer.page.getByRole('link', { name: `Messages: ${title}` }).first().click();
    await expect(freelancer.page).toHaveURL(new RegExp(`/freelancer/messages/${id}$`));
    // First the never-pay rule (docs/trust.md), then the masking note.
    const notes = freelancer.page.getByRole('note');
    await expect(notes.first()).toContainText('Never pay to apply.');
    await expect(notes.nth(1)).toContainText('Contact details are hidden until the employer approves');
    await freelancer.page.getByLabel('Your message').fill('Hello! Call me on 0803 123 4567. Photos: https://example.com/fence');
    await freelancer.page.getByRole('button', { name: 'Send' }).click();
    const mine = freelancer.page.getByTestId('message').last();
    await expect(mine).toContainText('Call me on [hidden]');
    await expect(mine.getByRole('link', { name: 'https://example.com/fence' })).toBeVisible();
    await expect(mine.getByTestId('receipt')).toHaveText('Sent');

    // Live: the employer's badge goes up without a reload, on the top nav and the bell.
    await expect(badge).toHaveText('1');
    await expect(employer.page.getByTestId('bell-badge')).toBeVisible();

    // The employer opens the conversation: the message is there, masked; the badge clears; the freelancer sees "Seen".
    await badge.click();
    await expect(employer.page).toHaveURL(/\/employer\/messages$/);
    await expect(employer.page.getByRole('main').getByText('1 unread messages')).toBeVisible();
    await employer.page.getByRole('main').getByRole('link', { name: title }).click();
    await expect(employer.page).toHaveURL(new RegExp(`/employer/messages/${id}$`));
    await expect(employer.page.getByTestId('message').last()).toContainText('Call me on [hidden]');
    await expect(badge).toHaveCount(0);
    await expect(mine.getByTestId('receipt')).toHaveText(/^Seen /);

    // The employer replies; it appears in the freelancer's open page by itself.
    await employer.page.getByLabel('Your message').fill('Thanks, can you come on Saturday?');
    await employer.page.getByRole('button', { name: 'Send' }).click();
    await expect(freelancer.page.getByTestId('message').last()).toContainText('Thanks, can you come on Saturday?');

    // Without JavaScript: the same session, a plain form post and the page reloaded with the message.
    const noJs = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      await noJs.addCookies(await freelancer.context.cookies());
      const page = await noJs.newPage();
      await page.goto(`/freelancer/messages/${id}`);
      await expect(page.getByTestId('message').last()).toContainText('Thanks, can you come on Saturday?');
      await page.getByLabel('Your message').fill('Yes, Saturday at nine works (sent without JavaScript).');
      await page.getByLabel('Attach an image or a PDF (optional)').setInputFiles({ name: 'fence.png', mimeType: 'image/png', buffer: PNG });
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page).toHaveURL(new RegExp(`/freelancer/messages/${id}$`));
      await expect(page.getByTestId('message').last()).toContainText('sent without JavaScript');
      const image = page.getByTestId('message').last().getByRole('img', { name: 'Image attachment' });
      await expect(image).toBeVisible();
      expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);
    } finally {
      await noJs.close();
    }
    // ...and the employer, with JavaScript, receives it live.
    await expect(employer.page.getByTestId('message').last()).toContainText('sent without JavaScript');
    await expect(employer.page.getByTestId('message').last().getByRole('img', { name: 'Image attachment' })).toBeVisible();
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  } finally {
    await employer.context.close();
    await freelancer.context.close();
  }
});

test('offline on a thread: a text message is queued, sent once back online, and the employer sees one copy; a file is refused offline', async ({ browser, baseURL, people, page: unused }) => {
  test.setTimeout(180_000);
  void unused;
  const { id, ...who } = await application(people, 'Sweep the yard');
  const freelancer = await signedIn(browser, baseURL!, who.freelancer.phone);
  try {
    const page = freelancer.page;
    await page.goto(`/freelancer/messages/${id}`);
    // The page is hydrated and the service worker controls it (the outbox catches forms from then on).
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      return Boolean(navigator.serviceWorker.controller);
    }, null, { timeout: 30_000 });
    await freelancer.context.setOffline(true);
    const text = 'On my way, written in a tunnel'; // no digits: a long number would be masked before approval

    // A file cannot wait in the outbox: refused at once with the reason; what was typed stays.
    await page.getByLabel('Your message').fill(text);
    await page.getByLabel('Attach an image or a PDF (optional)').setInputFiles({ name: 'fence.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Send' }).click();
    const entries = page.locator('.outbox li[data-action="message"]');
    await expect(entries.first()).toHaveAttribute('data-state', 'refused');
    await expect(entries.first()).toContainText('Files cannot be sent offline');
    await expect(page.getByLabel('Your message')).toHaveValue(text);

    // The text alone is queued; the box empties.
    await page.getByLabel('Attach an image or a PDF (optional)').setInputFiles([]);
    await page.getByRole('button', { name: 'Send' }).click();
    const queued = entries.nth(1);
    await expect(queued).toHaveAttribute('data-state', 'queued');
    await expect(queued).toContainText('Send a message');
    await expect(queued).toContainText('Queued');
    await expect(page.getByLabel('Your message')).toHaveValue('');

    // Back online: sent, once.
    await freelancer.context.setOffline(false);
    await expect(queued).toHaveAttribute('data-state', 'sent', { timeout: 20_000 });
    await expect(queued).toContainText('Message sent');
    await page.reload();
    await expect(page.getByTestId('message').filter({ hasText: text })).toHaveCount(1);
    expect(violations, 'Content-Security-Policy violations').toEqual([]);
  } finally {
    await freelancer.context.close();
  }

  // The employer, on their own phone, finds exactly one copy.
  const employer = await signedIn(browser, baseURL!, who.employer.phone);
  try {
    await employer.page.goto(`/employer/messages/${id}`);
    await expect(employer.page.getByTestId('message').filter({ hasText: 'On my way, written in a tunnel' })).toHaveCount(1);
  } finally {
    await employer.context.close();
  }
});

test('a freelancer saves a search, finds it in the list, and turns SMS nudges off and on', async ({ page, people }) => {
  await signIn(page, (await people.freelancer()).phone);
  await page.goto('/freelancer/jobs?q=cleaning');
  await page.locator('summary', { hasText: 'Save this search' }).click();
  const name = `Cleaning ${Date.now() % 100000}`;
  await page.getByLabel('Name of this search').fill(name);
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page).toHaveURL(/\/freelancer\/saved-searches$/);
  const saved = page.getByRole('link', { name: `Run this search: ${name}` });
  await expect(saved).toHaveAttribute('href', '/freelancer/jobs?q=cleaning');
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(saved).toHaveCount(0);

  await page.goto('/freelancer/account/sms');
  const nudges = page.getByLabel('Text me when a message waits unread for 15 minutes');
  await expect(nudges).toBeChecked();
  await nudges.uncheck();
  await page.getByRole('button', { name: 'Save text settings' }).click();
  await expect(page.getByText('Text settings saved')).toBeVisible();
  await expect(page.getByLabel('Text me when a message waits unread for 15 minutes')).not.toBeChecked();
  await expect(page.getByLabel('Text me a daily digest of new jobs for my saved searches')).toBeChecked();
  await page.getByLabel('Text me when a message waits unread for 15 minutes').check();
  await page.getByRole('button', { name: 'Save text settings' }).click();
  await expect(page.getByLabel('Text me when a message waits unread for 15 minutes')).toBeChecked();
});
