import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { DEFAULT_SYNONYMS } from '../../search-text/default-synonyms';
import { fillSearchTerms } from '../../search-text/listing-terms';
import { addColumnsInPlace, id, index, int, text, timestamps, varchar } from './schema-builders';

/**
 * Searches that find what people mean (docs/search.md "Understanding a search"):
 *
 * - `listings.search_terms`: the listing's index tokens (stems in its language, its title marked,
 *   its category and job type), written by the application with the text, and
 *   `search_terms_version`, the analyser that wrote them (older ones are written again).
 * - The full-text indexes read those tokens instead of the raw title and description: SQLite's
 *   FTS5 table `listings_fts` and MariaDB's `listings_open_text` (whose copy triggers now carry
 *   `search_terms` instead of the title and description). The listings' own FULLTEXT index, read
 *   by no search, is dropped.
 * - The search outbox watches `search_terms` too, so a change of tokens reaches the engine.
 * - `synonyms`: the search dictionary, edited in the back office, filled with DEFAULT_SYNONYMS.
 * - `search_words`: the words open listings hold, which typos are corrected to (kept by a task).
 */

/** What listings_open_text copies from listings (migration 1733000000000), the text now as its tokens. */
const OPEN_TEXT_COPIED = [
  'id',
  'user_id',
  'category_id',
  'job_type',
  'state',
  'min_amount',
  'max_amount',
  'job_date',
  'job_end_date',
  'latitude',
  'longitude',
  'created_at',
  'expires_at',
  'search_terms',
] as const;
const OPEN_TEXT_TRIGGERS = ['listings_open_text_insert', 'listings_open_text_update', 'listings_open_text_delete'];

/** The listing columns the engine's documents read (engine-document.ts), frozen as this migration watches them. */
const OUTBOX_WATCHED = [
  'user_id',
  'job_title',
  'work_description',
  'search_terms',
  'category_id',
  'job_type',
  'state',
  'lga_id',
  'min_amount',
  'max_amount',
  'job_date',
  'job_end_date',
  'latitude',
  'longitude',
  'created_at',
  'expires_at',
] as const;

export const SEARCH_OUTBOX_INDEXED_COLUMNS: readonly string[] = OUTBOX_WATCHED;

const FTS_TRIGGERS = ['listings_fts_insert', 'listings_fts_delete', 'listings_fts_update'];

export class SearchUnderstanding1734400000000 implements MigrationInterface {
  name = 'SearchUnderstanding1734400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    await addColumnsInPlace(queryRunner, 'listings', [text('search_terms'), int('search_terms_version')]);
    await queryRunner.createIndex('listings', index('listings', ['search_terms_version']));

    await queryRunner.createTable(
      new Table({
        name: 'synonyms',
        columns: [id(), text('terms_en', { isNullable: false }), text('terms_fr', { isNullable: false }), text('related'), ...timestamps()],
      }),
    );
    for (const group of DEFAULT_SYNONYMS) {
      await queryRunner.query('INSERT INTO synonyms (terms_en, terms_fr, related) VALUES (?, ?, ?)', [
        group.en.join(', '),
        group.fr.join(', '),
        group.related?.length ? group.related.join(', ') : null,
      ]);
    }
    await queryRunner.createTable(
      new Table({
        name: 'search_words',
        columns: [
          varchar('word', 64, { isNullable: false, isPrimary: true }),
          int('listings', { isNullable: false, default: 0 }),
          varchar('token_en', 80, { isNullable: false }),
          varchar('token_fr', 80, { isNullable: false }),
        ],
      }),
    );

    if (mysql) {
      for (const trigger of OPEN_TEXT_TRIGGERS) await queryRunner.query(`DROP TRIGGER IF EXISTS ${trigger}`);
      await queryRunner.query(
        'ALTER TABLE listings_open_text DROP INDEX IDX_listings_open_text_fulltext, DROP COLUMN job_title, DROP COLUMN work_description, ADD COLUMN search_terms text NULL',
      );
      await queryRunner.query('ALTER TABLE listings_open_text ADD FULLTEXT KEY IDX_listings_open_text_terms (search_terms)');
      await createOpenTextTriggers(queryRunner);
      await queryRunner.query('ALTER TABLE listings DROP INDEX IDX_listings_fulltext');
      await recreateOutboxUpdateTrigger(queryRunner, OUTBOX_WATCHED);
      // The open copies get their tokens through the update trigger.
      await fillSearchTerms(queryRunner.manager);
      return;
    }
    for (const trigger of FTS_TRIGGERS) await queryRunner.query(`DROP TRIGGER IF EXISTS ${trigger}`);
    await queryRunner.query('DROP TABLE IF EXISTS listings_fts');
    await recreateOutboxUpdateTrigger(queryRunner, OUTBOX_WATCHED);
    await fillSearchTerms(queryRunner.manager);
    await createFts(queryRunner);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    await queryRunner.dropTable('search_words');
    await queryRunner.dropTable('synonyms');
    if (mysql) throw new Error('SearchUnderstanding1734400000000 cannot be reverted on MySQL: restore a backup (docs/deploy.md)');
    for (const trigger of FTS_TRIGGERS) await queryRunner.query(`DROP TRIGGER IF EXISTS ${trigger}`);
    await queryRunner.query('DROP TABLE IF EXISTS listings_fts');
    await queryRunner.dropIndex('listings', index('listings', ['search_terms_version']).name!);
    await queryRunner.query('ALTER TABLE "listings" DROP COLUMN "search_terms_version"');
    await queryRunner.query('ALTER TABLE "listings" DROP COLUMN "search_terms"');
  }
}

/** SQLite: FTS5 over the tokens (external content: the text stays in `listings`), kept by triggers, built from the rows there. */
async function createFts(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.query(`CREATE VIRTUAL TABLE listings_fts USING fts5(search_terms, content='listings', content_rowid='id')`);
  // A row without tokens (a raw insert, until the outbox's worker writes them) is not in the index.
  await queryRunner.query(`CREATE TRIGGER listings_fts_insert AFTER INSERT ON listings WHEN new.search_terms IS NOT NULL BEGIN
    INSERT INTO listings_fts(rowid, search_terms) VALUES (new.id, new.search_terms);
  END`);
  await queryRunner.query(`CREATE TRIGGER listings_fts_delete AFTER DELETE ON listings WHEN old.search_terms IS NOT NULL BEGIN
    INSERT INTO listings_fts(listings_fts, rowid, search_terms) VALUES ('delete', old.id, old.search_terms);
  END`);
  await queryRunner.query(`CREATE TRIGGER listings_fts_update AFTER UPDATE OF search_terms ON listings BEGIN
    INSERT INTO listings_fts(listings_fts, rowid, search_terms) SELECT 'delete', old.id, old.search_terms WHERE old.search_terms IS NOT NULL;
    INSERT INTO listings_fts(rowid, search_terms) SELECT new.id, new.search_terms WHERE new.search_terms IS NOT NULL;
  END`);
  await queryRunner.query(`INSERT INTO listings_fts(listings_fts) VALUES ('rebuild')`);
}

/** MySQL: listings_open_text's copy triggers (migration 1733000000000) with the tokens in place of the title and description. */
async function createOpenTextTriggers(queryRunner: QueryRunner): Promise<void> {
  const open = (row: 'NEW' | 'OLD') => `${row}.status = 'open' AND ${row}.deleted_at IS NULL`;
  const columns = OPEN_TEXT_COPIED.join(', ');
  const values = OPEN_TEXT_COPIED.map((column) => `NEW.${column}`).join(', ');
  const changed = OPEN_TEXT_COPIED.filter((column) => column !== 'id')
    .map((column) => `NOT (OLD.${column} <=> NEW.${column})`)
    .join(' OR ');
  await queryRunner.query(`CREATE TRIGGER listings_open_text_insert AFTER INSERT ON listings FOR EACH ROW
    BEGIN
      IF ${open('NEW')} THEN
        INSERT INTO listings_open_text (${columns}) VALUES (${values});
      END IF;
    END`);
  await queryRunner.query(`CREATE TRIGGER listings_open_text_update AFTER UPDATE ON listings FOR EACH ROW
    BEGIN
      IF ${open('NEW')} THEN
        IF NOT (${open('OLD')}) OR ${changed} THEN
          REPLACE INTO listings_open_text (${columns}) VALUES (${values});
        END IF;
      ELSEIF ${open('OLD')} THEN
        DELETE FROM listings_open_text WHERE id = OLD.id;
      END IF;
    END`);
}

/** The outbox's update trigger (migration 1734000000000) watching `columns`. */
async function recreateOutboxUpdateTrigger(queryRunner: QueryRunner, columns: readonly string[]): Promise<void> {
  const mysql = queryRunner.connection.options.type === 'mysql';
  const open = (row: 'NEW' | 'OLD') => `(${row}.status = 'open' AND ${row}.deleted_at IS NULL)`;
  await queryRunner.query('DROP TRIGGER IF EXISTS search_outbox_update');
  if (mysql) {
    const changed = ['status', 'deleted_at', ...columns].map((column) => `NOT (OLD.${column} <=> NEW.${column})`).join(' OR ');
    await queryRunner.query(`CREATE TRIGGER search_outbox_update AFTER UPDATE ON listings FOR EACH ROW
      BEGIN
        IF (${open('OLD')} OR ${open('NEW')}) AND (${changed}) THEN INSERT INTO search_outbox (listing_id) VALUES (NEW.id); END IF;
      END`);
    return;
  }
  const changed = ['status', 'deleted_at', ...columns].map((column) => `OLD.${column} IS NOT NEW.${column}`).join(' OR ');
  await queryRunner.query(`CREATE TRIGGER search_outbox_update AFTER UPDATE ON listings FOR EACH ROW WHEN (${open('OLD')} OR ${open('NEW')}) AND (${changed})
    BEGIN INSERT INTO search_outbox (listing_id) VALUES (NEW.id); END`);
}
