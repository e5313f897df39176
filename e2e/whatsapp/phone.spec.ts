import type { Locator, Page } from '@playwright/test';
import { API_ORIGIN } from '../ports.mjs';
import { blockingFindings, resizeTo } from '../support/axe';
import { peopleFor, type People } from '../support/people';
import { expect, test as base } from '../support/test';

/**
 * The local WhatsApp's phone page (docs/whatsapp.md "The phone page"), as a tester uses it at
 * 360 px in French: a freelancer the journey makes through the API, located in Ikeja, opens the
 * chat with their number, switches the chat to French, finds the employer's job near them, opens
 * it and applies. Every action is a webhook the page has the local WhatsApp sign as Meta does;
 * every reply is what the API sent to the local Graph.
 */
const test = base.extend<{ people: People }>({
  people: async ({ request }, use) => use(peopleFor(request)),
});

/** The chat's log, and its bubbles from the product. */
const chat = (page: Page) => {
  const log = page.getByRole('log', { name: 'Conversation' });
  return { log, product: log.locator('.msg.out'), mine: log.locator('.msg.in') };
};

/** Does something in the chat, then waits for the product's answer: one more bubble from it. */
async function answered(page: Page, act: () => Promise<void>): Promise<Locator> {
  const { product } = chat(page);
  const before = await product.count();
  await act();
  await expect(product).toHaveCount(before + 1);
  return product.last();
}

/** Taps an option of the product's last message: a reply button, or a list's row (opening the list, "Suivant" rows until it shows). */
async function choose(page: Page, option: RegExp): Promise<Locator> {
  const last = chat(page).product.last();
  const button = last.getByRole('button', { name: option });
  if (await button.count()) return answered(page, () => button.click());
  for (let more = 0; more < 10; more += 1) {
    await last.getByRole('button', { name: 'Choisir' }).click();
    const list = page.getByRole('dialog', { name: 'Choisir' });
    await expect(list).toBeVisible();
    const row = list.getByRole('radio', { name: option });
    const found = (await row.count()) > 0;
    await (found ? row.first() : list.getByRole('radio', { name: /^Suite/ })).check();
    const shown = await answered(page, () => list.getByRole('button', { name: 'Envoyer' }).click());
    await expect(list).toBeHidden();
    if (found) return shown;
  }
  throw new Error(`no option ${option} in the list`);
}

test('at 360 px in French, a freelancer finds a job in their LGA on the phone page and applies', async ({ page, request, people }) => {
  test.setTimeout(120_000);
  const lgas = (await (await request.get(`${API_ORIGIN}/api/lookups/lgas?q=Ikeja`)).json()).data as { id: number; name: string; state_id: number }[];
  const ikeja = lgas.find((lga) => lga.name === 'Ikeja');
  expect(ikeja, 'Ikeja in the LGAs').toBeTruthy();
  const freelancer = await people.freelancer('Aïcha', { lga_id: ikeja!.id });
  const employer = await people.employer('Bola');
  const title = `Portail ${freelancer.phone.slice(-5)}`;
  const jobId = await people.job(employer, { title, amount: '9000', place: { stateId: ikeja!.state_id, lgaId: ikeja!.id } });

  await resizeTo(page, 360, 740);
  await page.goto('/phone?lang=fr');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Téléphone WhatsApp (local)' })).toBeVisible();
  await page.getByLabel('Numéro de téléphone').fill(freelancer.phone);
  await page.getByRole('button', { name: 'Ouvrir la conversation' }).click();
  await expect(page.getByRole('heading', { name: `Conversation en tant que ${freelancer.phone}` })).toBeVisible();
  await expect(chat(page).log).toContainText('Aucun message : dites bonjour.');

  // The chat in French: typed, as a person would.
  const message = page.getByLabel('Message', { exact: true });
  const french = await answered(page, async () => {
    await message.fill('FR');
    await message.press('Enter');
  });
  await expect(french).toContainText('Langue : français.');
  await expect(chat(page).mine.last()).toContainText('FR');
  await expect(chat(page).mine.last()).toContainText('État : Envoyé');
  // Each message shown is reported delivered then read, as a phone does.
  await expect(french).toContainText('État : Lu');

  // The page with a list open: nothing that blocks someone (the list is a modal dialog, Esc or "Fermer" closes it).
  await chat(page).product.last().getByRole('button', { name: 'Choisir' }).click();
  await expect(page.getByRole('dialog', { name: 'Choisir' })).toBeVisible();
  expect(await blockingFindings(page)).toEqual([]);
  await page.getByRole('button', { name: 'Fermer' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // Jobs near me -> my location (Ikeja) -> the job -> apply at its price -> confirm.
  const places = await choose(page, /Offres près de moi/);
  await expect(places).toContainText('Offres près de');
  const jobs = await choose(page, /Ma position.*Ikeja/);
  await expect(jobs).toContainText('Offres près de vous');
  const job = await choose(page, new RegExp(title));
  await expect(job).toContainText(title);
  await expect(job).toContainText('Ikeja, Lagos');
  const apply = await choose(page, /^Postuler$/);
  const confirm = await choose(page, /^Postuler à /);
  await expect(confirm).toContainText(title);
  const done = await choose(page, /^Confirmer$/);
  await expect(done).toContainText(`Candidature envoyée : ${title}`);
  await expect(apply).toBeVisible();
  await expect(done).toContainText('État : Lu');
  await expect(chat(page).mine.last()).toContainText('État : Envoyé');
  // No problem shown (the alert is empty, so hidden).
  await expect(page.locator('#problem')).toBeEmpty();

  // Stored: the API has the application.
  const seen = await request.get(`${API_ORIGIN}/api/jobs/${jobId}`, { headers: freelancer.auth });
  expect((await seen.json()).data.applied).toBe(true);

  expect(await blockingFindings(page)).toEqual([]);
  // The page's own words in English: the same chat.
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { name: `Chat as ${freelancer.phone}` })).toBeVisible();
  await expect(chat(page).product.last()).toContainText(`Candidature envoyée : ${title}`);
  expect(await blockingFindings(page)).toEqual([]);
});
