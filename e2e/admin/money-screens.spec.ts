/**
 * The money screens of the back office (docs/back-office.md), walked as the superadmin and as the
 * moderator, in English and in French: the ledger, its accounts and trial balance, transactions,
 * payouts, refunds, disputes, reliability, ratings, message reports and reconciliation, and the
 * dashboard's Marketplace health. Each screen loads with its headers (or, for an admin without the
 * permission, the no-permission page); every column offered for sorting sorts without a refusal;
 * a French page shows no English; bank account numbers are whole for the superadmin only.
 * Read-only: it only looks and sorts.
 */
import type { Page } from '@playwright/test';
import en, { resourcesEn } from '../../admin/src/i18n/en';
import fr, { resourcesFr } from '../../admin/src/i18n/fr';
import { EN as API_EN } from '../../api/src/i18n/catalogue.en';
import { FR as API_FR } from '../../api/src/i18n/catalogue.fr';
import { englishOnly, englishOnPage, SEEDED_CONTENT } from '../support/english';
import { MODERATOR, SCREENSHOTS, SUPERADMIN, expect, openInApp, signIn, test, sidebar } from './support/admin';

const english = englishOnly([en, API_EN], [fr, API_FR]);
/**
 * Beyond SEEDED_CONTENT: a demo job title the dashboard shows, and French that is spelled like an
 * English catalogue word ("Balance de vérification" is the French trial balance, not "Balance").
 */
const CONTENT = [...SEEDED_CONTENT, /English tutor for primary pupils/, /Balance de vérification/];

type Language = 'en' | 'fr';
type Who = { name: 'superadmin' | 'moderator'; email: string; password: string };

/** The money screens and the permission each needs (the moderator of the demo data reads transactions only). */
const SCREENS = [
  { path: '/admin/ledger', rest: 'ledger' },
  { path: '/admin/ledger/accounts', rest: 'ledger' },
  { path: '/admin/transactions', rest: 'transactions' },
  { path: '/admin/payouts', rest: 'payouts' },
  { path: '/admin/refunds', rest: 'refunds' },
  { path: '/admin/disputes', rest: 'disputes' },
  { path: '/admin/reliability', rest: 'reliability' },
  { path: '/admin/ratings', rest: 'ratings' },
  { path: '/admin/messagereports', rest: 'messagereports' },
  { path: '/admin/reconciliation', rest: 'reconciliation' },
] as const;

const MODERATOR_MAY = new Set(['transactions']);

/** Words of a refused list: react-admin's reset notice (both languages) and the API's refusal. */
const REFUSED = [en.app.list.reset, fr.app.list.reset, 'Cannot sort by', 'Cannot filter by'];

async function chooseLanguage(page: Page, language: Language) {
  if (language === 'en') return;
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  await expect(sidebar(page).getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
}

/** Waits for a page to settle: no request in flight, no loader. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.RaLoading-root, [role="progressbar"]')).toHaveCount(0);
}

/** Fails on a refused list: the reset notice, the API's words, or an error notification. */
async function expectNoRefusal(page: Page, where: string) {
  const body = await page.locator('body').innerText();
  for (const words of REFUSED) expect(body, `${where}: "${words}"`).not.toContain(words);
  await expect(page.locator('.RaNotification-error'), `${where}: an error notification`).toHaveCount(0);
}

async function expectNoEnglish(page: Page, language: Language, where: string, found: Record<string, string[]>, contentFields: readonly string[] = []) {
  if (language !== 'fr') return;
  // What people wrote and the reference data's names (a job's title, its category: "Events" is also
  // an interface word) are content, not interface, as in the French walk (french.spec.ts). They are
  // read with the page, in one step: a list drawn again in between would show rows never read.
  const content = contentFields.length ? contentFields.map((field) => `td.column-${field}`).join(', ') : undefined;
  const shown = await englishOnPage(page, english, CONTENT, content);
  if (shown.length) found[where] = shown;
}

/** Clicks each sort button of the list's header, in turn, and checks the list still shows its rows and headers. */
async function sortEveryColumn(page: Page, path: string) {
  const fields = await page.locator('thead .MuiTableSortLabel-root[data-field]').evaluateAll((labels) =>
    labels.map((label) => label.getAttribute('data-field')!),
  );
  for (const field of fields) {
    // The last label's tooltip ("Trier par ID décroissant") opens under the pointer and can cover
    // the next label: the pointer leaves the table and the tooltip closes first.
    const viewport = page.viewportSize() ?? { width: 1366, height: 900 };
    await page.mouse.move(viewport.width - 1, viewport.height - 1);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.locator(`thead .MuiTableSortLabel-root[data-field="${field}"]`).click();
    await expect(page).toHaveURL(new RegExp(`[?&]sort=${field}(&|$)`));
    await settle(page);
    await expectNoRefusal(page, `${path} sorted by ${field}`);
    await expect(page.locator('thead th').first(), `${path} sorted by ${field}: headers`).toBeVisible();
    await expect(page.locator('tbody tr').first(), `${path} sorted by ${field}: rows`).toBeVisible();
  }
  return fields;
}

async function walk(page: Page, who: Who, language: Language) {
  await signIn(page, who);
  await chooseLanguage(page, language);
  const found: Record<string, string[]> = {};
  const sorted: Record<string, string[]> = {};

  // The dashboard's Marketplace health: each figure opens its list, filtered, which the API takes.
  await page.goto('/admin/dashboard');
  await settle(page);
  const title = language === 'fr' ? fr.app.health.title : en.app.health.title;
  const health = page.getByRole('region', { name: title });
  if (who.name === 'superadmin') {
    await expect(health).toBeVisible();
    for (const key of ['escrow', 'payouts_waiting', 'payouts_failed', 'revenue_month', 'disputes_open', 'no_shows_open', 'alerts_7d', 'ussd_7d']) {
      await expect(health.getByTestId(`health-${key}`)).toBeVisible();
    }
  } else {
    // The moderator reads listings, not money: no money figure, whatever else shows.
    for (const key of ['escrow', 'payouts_waiting', 'payouts_failed', 'revenue_month', 'gateway_costs_month', 'disputes_open', 'no_shows_open']) {
      await expect(page.getByTestId(`health-${key}`)).toHaveCount(0);
    }
  }
  await expectNoEnglish(page, language, '/admin/dashboard', found);
  await page.screenshot({ path: `${SCREENSHOTS}/admin-health-${who.name}-${language}-1366.png`, fullPage: true });
  const links = await page.locator('[data-testid^="health-"] a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
  for (const screen of SCREENS) {
    // Within the app, as its menu opens a screen: the app loads once a walk, not once a screen.
    await openInApp(page, screen.path);
    const allowed = who.name === 'superadmin' || MODERATOR_MAY.has(screen.rest);
    if (!allowed) {
      await expect(page.getByRole('alert').filter({ hasText: 'permission' })).toBeVisible();
      await expectNoEnglish(page, language, screen.path, found);
      continue;
    }
    await expectNoRefusal(page, screen.path);
    if (screen.path === '/admin/ledger/accounts') {
      const accounts = (language === 'fr' ? resourcesFr : resourcesEn).ledger.accounts.list;
      const table = page.getByRole('table', { name: accounts });
      await expect(table.getByRole('columnheader').first()).toBeVisible();
      await expect(page.getByTestId('trial-balance-badge')).toHaveAttribute('data-balanced', 'true');
      // Accounts in words, their codes on hover.
      await expect(table.locator('a[title^="platform:"], a[title^="escrow:"]').first()).toBeVisible();
    } else {
      // A default filter that finds nothing (no open message report): clear it to see the rows.
      // The counts below do not wait, so each waits first for the list to show one of its states.
      const clear = page.getByRole('button', { name: (language === 'fr' ? fr : en).ra.navigation.clear_filters });
      const empty = page.locator('.RaEmpty-message');
      const headers = page.locator('thead th');
      await expect(clear.or(empty).or(headers).first()).toBeVisible();
      if (await clear.count()) {
        await clear.click();
        await settle(page);
        await expect(empty.or(headers).first()).toBeVisible();
      }
      if (await empty.count()) {
        // Nothing at all yet: the empty page in words, with the page's actions (reconciliation's run button).
        if (screen.rest === 'reconciliation') {
          await expect(page.getByRole('button', { name: (language === 'fr' ? resourcesFr : resourcesEn).reconciliation.run.label })).toBeVisible();
        }
      } else {
        await expect(headers.first()).toBeVisible();
        await expect(page.locator('tbody tr').first()).toBeVisible();
        sorted[screen.path] = await sortEveryColumn(page, screen.path);
      }
    }
    await expectNoEnglish(page, language, screen.path, found);
  }
  // Last, so the filters these links leave in the lists' memory do not follow the walk above.
  for (const href of links) {
    await page.goto(href);
    await settle(page);
    await expectNoRefusal(page, `health link ${href}`);
    // The list keeps the filter it was opened with.
    expect(new URL(page.url()).searchParams.get('filter'), href).toBe(new URL(href, page.url()).searchParams.get('filter'));
    await expectNoEnglish(page, language, `health link ${href}`, found, ['job_title', 'category_id']);
  }

  expect(found).toEqual({});
  return sorted;
}

/** A payout transaction of the demo data (its bank account is 0123456789), as `who` reads it. */
async function payoutAccountNumber(page: Page, language: Language): Promise<string> {
  await page.goto(`/admin/transactions?filter=${encodeURIComponent(JSON.stringify({ transaction_type: 'payout' }))}`);
  await settle(page);
  await page.locator('tbody tr').first().locator('td').nth(1).click();
  await expect(page).toHaveURL(/\/admin\/transactions\/\d+\/show$/);
  const label = (language === 'fr' ? resourcesFr : resourcesEn).transactions.fields.account_number;
  const field = page.locator('.ra-field-account_number');
  await expect(field).toContainText(label);
  // The field's label, then its value.
  return (await field.innerText()).split('\n').map((line) => line.trim()).filter(Boolean).at(-1)!;
}

const PEOPLE: Who[] = [
  { name: 'superadmin', ...SUPERADMIN },
  { name: 'moderator', ...MODERATOR },
];

for (const who of PEOPLE) {
  for (const language of ['en', 'fr'] as const) {
    test(`money screens as the ${who.name}, in ${language === 'en' ? 'English' : 'French'}`, async ({ page }) => {
      test.setTimeout(420_000);
      await page.setViewportSize({ width: 1366, height: 900 });
      const sorted = await walk(page, who, language);
      if (who.name === 'superadmin') {
        // The demo data's money lists with rows were sorted by every offered column, and the API took each sort.
        expect(Object.keys(sorted)).toEqual(expect.arrayContaining(['/admin/ledger', '/admin/transactions', '/admin/payouts']));
        expect(sorted['/admin/ledger']).toEqual(expect.arrayContaining(['id', 'created_at', 'amount_minor', 'account_code', 'posting_kind']));
        expect(await payoutAccountNumber(page, language)).toBe('0123456789');
      } else {
        expect(Object.keys(sorted)).toEqual(['/admin/transactions']);
        expect(await payoutAccountNumber(page, language)).toBe('******6789');
      }
    });
  }
}

test('the users table fits a 1366 px screen with the menu open, and blocking asks first', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page);
  await page.goto('/admin/manage/users');
  await settle(page);
  await expect(page.getByTestId('sidebar')).toHaveAttribute('data-expanded', 'true');
  const table = page.locator('table').first();
  const content = page.locator('.RaList-content').first();
  // Nothing sticks out of the card: the table is not wider than its card.
  const [tableBox, contentBox] = [await table.boundingBox(), await content.boundingBox()];
  expect(tableBox!.x + tableBox!.width).toBeLessThanOrEqual(contentBox!.x + contentBox!.width + 1);
  expect(contentBox!.x + contentBox!.width).toBeLessThanOrEqual(1366);
  const row = page.locator('tbody tr').filter({ has: page.getByRole('button', { name: 'Block' }) }).first();
  await expect(row.getByText('Active')).toBeVisible();
  await row.getByRole('button', { name: 'Block' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(/^Block .+\?/);
  await page.screenshot({ path: `${SCREENSHOTS}/admin-users-block-1366.png` });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});
