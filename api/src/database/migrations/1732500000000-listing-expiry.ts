import { MigrationInterface, QueryRunner, Table, TableColumn, TableForeignKey, TableIndex } from 'typeorm';
import { LISTING_EXPIRY } from '@gigmarket/shared';
import { datetime, index, text, varchar } from './schema-builders';

/**
 * Listing expiry and the search's indexes over the open, unexpired set (docs/search.md,
 * docs/performance.md "Search at a million listings").
 *
 * `expires_at` is the job's end in UTC (or 30 days after publishing), `closed_reason` says why a
 * closed listing closed (`expired` when the task closed it). Every search index is led by
 * `status` and carries `expires_at`, so "open and not expired" is answered inside the index
 * while it walks the sort order (the closing task keeps the expired-but-open rows few).
 */
const REPLACED = [
  ['status', 'created_at'],
  ['status', 'category_id', 'created_at'],
  ['status', 'state', 'created_at'],
  ['status', 'latitude', 'longitude'],
];
// `id` is named before `expires_at` so each index also serves the search's tie-break order
// (`created_at DESC, id DESC`, `min_amount ASC, id ASC`) without a sort.
const ADDED = [
  ['status', 'created_at', 'id', 'expires_at'],
  ['status', 'category_id', 'created_at', 'id', 'expires_at'],
  ['status', 'state', 'created_at', 'id', 'expires_at'],
  ['status', 'latitude', 'longitude', 'expires_at'],
  ['status', 'category_id', 'state', 'min_amount', 'id', 'expires_at'],
  ['status', 'expires_at'],
];

export class ListingExpiry1732500000000 implements MigrationInterface {
  name = 'ListingExpiry1732500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'mysql') {
      await queryRunner.addColumns('listings', [new TableColumn(datetime('expires_at')), new TableColumn(varchar('closed_reason', 20))]);
    } else {
      // SQLite: a plain ADD COLUMN. The Table API would rebuild the table and lose the FTS5
      // triggers that keep listings_fts in step (decision 0003).
      await queryRunner.query('ALTER TABLE "listings" ADD COLUMN "expires_at" datetime NULL');
      await queryRunner.query('ALTER TABLE "listings" ADD COLUMN "closed_reason" varchar(20) NULL');
    }
    const offset = LISTING_EXPIRY.utcOffsetMinutes;
    const days = LISTING_EXPIRY.fallbackDays;
    const end = `'${LISTING_EXPIRY.endOfDay}'`;
    // Backfill every published listing (open or closed): the job's end in UTC, else 30 days
    // after it was created.
    await queryRunner.query(
      queryRunner.connection.options.type === 'mysql'
        ? `UPDATE listings SET expires_at = CASE WHEN COALESCE(job_end_date, job_date) IS NULL
             THEN created_at + INTERVAL ${days} DAY
             ELSE TIMESTAMP(COALESCE(job_end_date, job_date), COALESCE(job_end_time, ${end})) - INTERVAL ${offset} MINUTE END
           WHERE status IN ('open', 'closed')`
        : `UPDATE listings SET expires_at = CASE WHEN COALESCE(job_end_date, job_date) IS NULL
             THEN datetime(created_at, '+${days} days')
             ELSE datetime(COALESCE(job_end_date, job_date) || ' ' || COALESCE(job_end_time, ${end}), '-${offset} minutes') END
           WHERE status IN ('open', 'closed')`,
    );
    await queryRunner.dropIndices('listings', REPLACED.map((columns) => index('listings', columns)));
    await queryRunner.createIndices('listings', ADDED.map((columns) => index('listings', columns)));
    if (queryRunner.connection.options.type === 'mysql') await createOpenText(queryRunner);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'mysql') {
      for (const trigger of ['listings_open_text_insert', 'listings_open_text_update', 'listings_open_text_delete'])
        await queryRunner.query(`DROP TRIGGER IF EXISTS ${trigger}`);
      await queryRunner.dropTable('listings_open_text');
    }
    await queryRunner.dropIndices('listings', ADDED.map((columns) => index('listings', columns)));
    await queryRunner.createIndices('listings', REPLACED.map((columns) => index('listings', columns)));
    if (queryRunner.connection.options.type === 'mysql') {
      await queryRunner.dropColumn('listings', 'closed_reason');
      await queryRunner.dropColumn('listings', 'expires_at');
    } else {
      await queryRunner.query('ALTER TABLE "listings" DROP COLUMN "closed_reason"');
      await queryRunner.query('ALTER TABLE "listings" DROP COLUMN "expires_at"');
    }
  }
}

/**
 * MySQL/MariaDB: the text of the open listings only, with its own FULLTEXT index (decision 0012).
 * InnoDB's full-text lookup costs per matching row, closed and draft ones included; a marketplace
 * that grows is mostly closed jobs, so the search matches words here and joins the few open ids
 * back. Triggers keep it in step with every write (API, back office, seed, raw SQL), as SQLite's
 * FTS5 table is (decision 0003); SQLite keeps searching its FTS5 table, whose matches the search
 * probes from the status-led indexes instead.
 */
export async function createOpenText(queryRunner: QueryRunner): Promise<void> {
  await queryRunner.createTable(
    new Table({
      name: 'listings_open_text',
      columns: [
        { name: 'listing_id', type: 'int', isPrimary: true },
        varchar('job_title', 150, { isNullable: false }),
        text('work_description'),
      ],
      foreignKeys: [
        new TableForeignKey({ name: 'FK_listings_open_text_listing_id', columnNames: ['listing_id'], referencedTableName: 'listings', referencedColumnNames: ['id'], onDelete: 'CASCADE' }),
      ],
      indices: [new TableIndex({ name: 'IDX_listings_open_text_fulltext', columnNames: ['job_title', 'work_description'], isFulltext: true })],
    }),
  );
  const open = (row: 'NEW' | 'OLD') => `${row}.status = 'open' AND ${row}.deleted_at IS NULL`;
  await queryRunner.query(`CREATE TRIGGER listings_open_text_insert AFTER INSERT ON listings FOR EACH ROW
    BEGIN
      IF ${open('NEW')} THEN
        INSERT INTO listings_open_text (listing_id, job_title, work_description) VALUES (NEW.id, NEW.job_title, NEW.work_description);
      END IF;
    END`);
  await queryRunner.query(`CREATE TRIGGER listings_open_text_update AFTER UPDATE ON listings FOR EACH ROW
    BEGIN
      IF ${open('NEW')} THEN
        IF NOT (${open('OLD')}) OR NOT (OLD.job_title <=> NEW.job_title) OR NOT (OLD.work_description <=> NEW.work_description) THEN
          REPLACE INTO listings_open_text (listing_id, job_title, work_description) VALUES (NEW.id, NEW.job_title, NEW.work_description);
        END IF;
      ELSEIF ${open('OLD')} THEN
        DELETE FROM listings_open_text WHERE listing_id = OLD.id;
      END IF;
    END`);
  // (ON DELETE CASCADE covers a hard delete of the listing.)
  await queryRunner.query(
    `INSERT INTO listings_open_text (listing_id, job_title, work_description)
     SELECT id, job_title, work_description FROM listings WHERE status = 'open' AND deleted_at IS NULL`,
  );
}
