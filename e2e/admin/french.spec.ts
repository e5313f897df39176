/**
 * Every back-office resource in French (its list and its first record) shows no string
 * of the English catalogues: the back office's, react-admin's and the API's (strings the same in
 * both languages are skipped), and no serious or critical axe finding at 360 px, where French's
 * longer words are tightest (the English pages, at 1280 px: accessibility.spec.ts).
 * Read-only: it only looks.
 */
import { ADMIN_RESOURCES } from '@gigmarket/shared';
import en from '../../admin/src/i18n/en';
import fr from '../../admin/src/i18n/fr';
import { RESOURCE_PATHS } from '../../admin/src/routes';
import { EN as API_EN } from '../../api/src/i18n/catalogue.en';
import { FR as API_FR } from '../../api/src/i18n/catalogue.fr';
import { CATEGORY_NAMES_FR, INDUSTRY_NAMES_FR, JOB_TYPE_NAMES_FR, SKILL_NAMES_FR, stateNameFr } from '../../api/src/seed/french-names';
import { englishOnly, englishOnPage, SEEDED_CONTENT } from '../support/english';
import { expect, moveInApp, openInApp, sidebar, signIn, test } from './support/admin';
import { checkAccessibility } from './support/axe';

/** The reference data's names in English and in French, as the seed writes them (docs/i18n.md "Reference data in French"). */
const REFERENCE_NAMES = [CATEGORY_NAMES_FR, INDUSTRY_NAMES_FR, JOB_TYPE_NAMES_FR, SKILL_NAMES_FR, { 'Federal Capital Territory': stateNameFr('Federal Capital Territory') }];
const english = englishOnly(
  [en, API_EN, REFERENCE_NAMES.map((names) => Object.keys(names))],
  [fr, API_FR, REFERENCE_NAMES.map((names) => Object.values(names))],
);

/** Per resource, the fields whose text is stored content (journeys before this one write some in English). */
const CONTENT_FIELDS: Partial<Record<(typeof ADMIN_RESOURCES)[number], readonly string[]>> = {
  notifications: ['title', 'message'],
  // What employers wrote about their jobs ("Content calendar delivered and followed" holds the
  // catalogue's "Content").
  listings: ['job_title', 'description', 'work_duration', 'expected_result'],
  // The last screen a caller saw, in the language of their session (the USSD journeys run in English).
  ussdsessions: ['last_screen'],
  // The search dictionary's English names and related words (docs/search.md "The dictionary").
  synonyms: ['terms_en', 'related'],
  // The audit note a money row is written with ('Escrow for "<job title>"'), stored as written.
  transactions: ['comment'],
  // A category opens as a record to read (the others of the reference data as forms): its English
  // name beside its French one, and the description its admin wrote.
  categories: ['category_name', 'category_description'],
};

/**
 * Reference data lists its English name beside its French one ("Events" / "Événements"), and words
 * such as "Events" are interface words elsewhere (the webhook endpoints' columns). Read as content
 * in the lists; their records open as forms, where the name is an input's value, not text (a
 * category's: CONTENT_FIELDS).
 */
const LIST_CONTENT_FIELDS: Partial<Record<(typeof ADMIN_RESOURCES)[number], readonly string[]>> = {
  skills: ['name'],
  industries: ['name'],
  jobtypes: ['name'],
};

/** The walk in parts, each signed in on its own: a slow machine meets one part's time-out (each page is also checked by axe), not the whole walk's. */
const PARTS = 8;
const partOf = (index: number) => ADMIN_RESOURCES.filter((_, position) => Math.floor((position * PARTS) / ADMIN_RESOURCES.length) === index);

for (let part = 0; part < PARTS; part++) {
  test(`every back-office resource in French, part ${part + 1} of ${PARTS}`, async ({ page }) => {
    test.setTimeout(480_000);
    await signIn(page);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await expect(sidebar(page).getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
    const found: Record<string, string[]> = {};
    const blocked: Record<string, unknown> = {};
    const look = async (where: string, contentFields: readonly string[] = [], record = false) => {
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.RaLoading-root, [role="progressbar"]')).toHaveCount(0);
      // The page has drawn in French once its title (set by the breadcrumb) is French.
      await expect(page).toHaveTitle(new RegExp(fr.app.title));
      // Fields that hold what people wrote (a notification's title and text, stored in its
      // recipient's language) are content, not interface: their text is left out of the look, once
      // the record shows them. Read, not blanked: React may draw the cells again at any time.
      if (record && contentFields.length) await expect(page.locator(contentFields.map((field) => `.ra-field-${field}`).join(', ')).first()).toBeVisible();
      // A record opened for editing holds its text in the rich-text editor.
      const content = contentFields.length ? [...contentFields.map((field) => `td.column-${field}, .ra-field-${field}`), '.ProseMirror'].join(', ') : undefined;
      const shown = await englishOnPage(page, english, SEEDED_CONTENT, content);
      if (shown.length) found[where] = shown;
      await checkAccessibility(page, where, blocked, [360]);
    };
    if (part === 0) {
      await page.goto('/admin/dashboard');
      await look('/admin/dashboard');
    }
    for (const rest of partOf(part)) {
      const path = `/${RESOURCE_PATHS[rest]}`;
      const content = CONTENT_FIELDS[rest] ?? [];
      // Within the app, as its menu opens a page: the app loads once a part, not once a page.
      await openInApp(page, path);
      await look(path, [...content, ...(LIST_CONTENT_FIELDS[rest] ?? [])]);
      // The first record, when the list has one.
      const row = page.locator('tbody tr').first();
      if (rest !== 'adminsettings' && (await row.count()) && !(await row.getByText(/Aucun|Pas de/).count())) {
        // Some lists open nothing on a click (payouts, the ledger): react-admin marks the rows that do.
        const opens = await row.evaluate((tr) => tr.classList.contains('RaDatagrid-clickableRow'));
        if (opens) {
          await moveInApp(page, () => row.locator('td').nth(1).click());
          expect(new URL(page.url()).pathname).not.toBe(path);
        } else {
          await row.locator('td').nth(1).click();
        }
        await look(`${path} (first record)`, content, opens);
      }
    }
    if (part === PARTS - 1) {
      // The rich-text editor loads (its own chunk) where it is used, in French too.
      for (const path of ['/admin/posts/create', '/admin/custom-messages/create']) {
        await page.goto(path);
        await expect(page.locator('.ProseMirror').first()).toBeVisible({ timeout: 30_000 });
        await look(path);
      }
    }
    expect(found).toEqual({});
    expect(blocked).toEqual({});
  });
}

test('the walk in parts visits every back-office resource once', () => {
  expect(Array.from({ length: PARTS }, (_, part) => partOf(part)).flat()).toEqual([...ADMIN_RESOURCES]);
});
