// The API's import boundaries (docs/architecture.md "Floors"): every folder of api/src sits on a
// floor and imports only folders on lower floors, so imports run one way and no folder cycle can
// form. `npm run lint -w api` (and so `npm test`) fails on a wrong-way import or a file cycle;
// api/test/lint-rules.e2e-spec.ts checks that it does.
//
// To add a folder: put it on the lowest floor above everything it imports. To make a folder import
// one on its own floor or above, move the imported code down (a ground helper to common/, a shared
// entity to its owner) rather than the rule.

/** Lowest first. A folder may import any folder on a lower floor, and none on its own or above. */
const FLOORS = [
  // Ground: configuration, message catalogues and helpers every domain may use.
  ['config', 'i18n', 'categories', 'roles'],
  ['common', 'search-text'],
  // Reference data and records nothing else owns; the SMS transport, which counts on the clock.
  ['settings', 'ledger', 'locations', 'idempotency', 'posts', 'webhook-outbox', 'sms'],
  ['lookups', 'uploads'],
  // People.
  ['users'],
  // What a person agreed to (docs/privacy.md): sign-up and the identity check record it.
  ['consents'],
  // WhatsApp as a channel (docs/whatsapp.md): below the notices that will go through it.
  ['whatsapp'],
  ['auth', 'notifications', 'portfolio'],
  // Favourites, blocks and hidden employers: the tables, and what search, applying and applicants ask (docs/roster.md).
  ['roster'],
  // "Download my data" (docs/privacy.md).
  ['account', 'listings', 'webhooks', 'privacy'],
  // What search engines and job boards read, and the counts by source (docs/seo-and-feeds.md).
  ['discovery'],
  // The marketplace: listings, applications and what reads them.
  ['applications', 'bookmarks', 'search'],
  ['transactions'],
  ['payments'],
  ['identity'],
  ['safety', 'trust', 'search-engine'],
  ['profiles', 'employer-listings', 'health'],
  ['connections'],
  ['jobs', 'seed'],
  ['messages', 'dashboards'],
  // The hire, from approval to payout, and the employer's side of applicants.
  ['hires', 'statements'],
  ['applicants', 'ussd', 'erasure', 'offers'],
  // The roster's routes: favourites with their standing and last hire (docs/roster.md).
  ['roster-routes'],
  // Composition: the surfaces that gather everything, and the database's list of entities.
  ['admin', 'home', 'database'],
  ['openapi'],
  // Entry points: the command-line tools (seed, migrations, search index, LGA backfill).
  ['cli'],
];

/**
 * The folders that are about every table: the database's entity list and migrations, the seed, the
 * command-line tools and the back office's generic lists. They may name any entity class.
 */
const COMPOSITION = ['admin', 'database', 'seed', 'cli'];

const escape = (name) => name.replace(/[-]/g, '\\-');
const folderPath = (names) => `^src/(${names.map(escape).join('|')})/`;

/** A folder on floor k may not import a sibling on floor k or any folder above it. */
const floorRules = FLOORS.flatMap((floor, k) =>
  floor.map((folder) => {
    const forbidden = FLOORS.slice(k)
      .flat()
      .filter((other) => other !== folder);
    return {
      name: `floor-${folder}`,
      comment: `${folder}/ is on floor ${k}: it imports only folders below it (docs/architecture.md "Floors")`,
      severity: 'error',
      from: { path: `^src/${escape(folder)}/` },
      to: { path: folderPath(forbidden) },
    };
  }),
);

module.exports = {

  forbidden: [
    {
      name: 'no-circular',
      comment: 'Files import each other in a circle. The only allowed one is TypeORM’s user <-> profile relation.',
      severity: 'error',
      from: { pathNot: '^src/users/(user|profile)\\.entity\\.ts$' },
      to: { circular: true },
    },
    {
      name: 'no-unknown-folder',
      comment: 'A folder of api/src that is on no floor: add it to FLOORS in api/.dependency-cruiser.cjs',
      severity: 'error',
      from: { path: '^src/', pathNot: [`${folderPath(FLOORS.flat())}`, '^src/[^/]+\\.ts$'] },
      to: {},
    },
    {
      name: 'owner-entity',
      comment:
        'Another folder’s entity class: reach its rows through the owning module’s exported repository (its repositories.ts) or service (docs/architecture.md "Owners"). A type-only import is fine.',
      severity: 'error',
      from: { path: '^src/([^/]+)/', pathNot: ['\\.entit(y|ies)\\.ts$', `^src/(${COMPOSITION.join('|')})/`] },
      to: { path: '^src/[^/]+/.*\\.entit(y|ies)\\.ts$', pathNot: '^src/$1/', dependencyTypesNot: ['type-only'] },
    },
    ...floorRules,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['\\.spec\\.ts$', 'node_modules'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    skipAnalysisNotInRules: false,
  },
};
