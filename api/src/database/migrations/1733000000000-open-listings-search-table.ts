import { MigrationInterface, QueryRunner } from 'typeorm';
import { createOpenText } from './1732500000000-listing-expiry';

/** What the job search filters and sorts by, kept beside the open listings' text. */
const SEARCH_COLUMNS = [
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
] as const;
const COPIED = ['id', ...SEARCH_COLUMNS, 'job_title', 'work_description'];
const TRIGGERS = ['listings_open_text_insert', 'listings_open_text_update', 'listings_open_text_delete'];

/**
 * MySQL/MariaDB: `listings_open_text` (decision 0012) also carries every column the job search
 * filters and sorts by, and its key is `id`, like the listing's. A text search then runs on this
 * table alone (the open listings, narrow rows) instead of matching here and reading each match's
 * wide row in `listings` to test expiry, amount and place: 62 -> 27 ms raw for a common word
 * around a point at 1,000,000 listings (docs/performance.md). Triggers keep it in step with every
 * write, as before; SQLite keeps its FTS5 table and plan (decision 0003).
 */
export class OpenListingsSearchTable1733000000000 implements MigrationInterface {
  name = 'OpenListingsSearchTable1733000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== 'mysql') return;
    await dropOpenText(queryRunner);
    await queryRunner.query(`CREATE TABLE listings_open_text (
      id int NOT NULL,
      user_id int NOT NULL,
      category_id int NULL,
      job_type int NULL,
      state int NULL,
      min_amount decimal(12,2) NULL,
      max_amount decimal(12,2) NULL,
      job_date date NULL,
      job_end_date date NULL,
      latitude decimal(10,7) NULL,
      longitude decimal(10,7) NULL,
      created_at datetime NOT NULL,
      expires_at datetime NULL,
      job_title varchar(150) NOT NULL,
      work_description text NULL,
      PRIMARY KEY (id),
      FULLTEXT KEY IDX_listings_open_text_fulltext (job_title, work_description),
      CONSTRAINT FK_listings_open_text_listing_id FOREIGN KEY (id) REFERENCES listings (id) ON DELETE CASCADE
    ) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci`);
    const open = (row: 'NEW' | 'OLD') => `${row}.status = 'open' AND ${row}.deleted_at IS NULL`;
    const values = COPIED.map((column) => `NEW.${column}`).join(', ');
    const changed = COPIED.filter((column) => column !== 'id')
      .map((column) => `NOT (OLD.${column} <=> NEW.${column})`)
      .join(' OR ');
    await queryRunner.query(`CREATE TRIGGER listings_open_text_insert AFTER INSERT ON listings FOR EACH ROW
      BEGIN
        IF ${open('NEW')} THEN
          INSERT INTO listings_open_text (${COPIED.join(', ')}) VALUES (${values});
        END IF;
      END`);
    await queryRunner.query(`CREATE TRIGGER listings_open_text_update AFTER UPDATE ON listings FOR EACH ROW
      BEGIN
        IF ${open('NEW')} THEN
          IF NOT (${open('OLD')}) OR ${changed} THEN
            REPLACE INTO listings_open_text (${COPIED.join(', ')}) VALUES (${values});
          END IF;
        ELSEIF ${open('OLD')} THEN
          DELETE FROM listings_open_text WHERE id = OLD.id;
        END IF;
      END`);
    // (ON DELETE CASCADE covers a hard delete of the listing.)
    await queryRunner.query(
      `INSERT INTO listings_open_text (${COPIED.join(', ')})
       SELECT ${COPIED.join(', ')} FROM listings WHERE status = 'open' AND deleted_at IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type !== 'mysql') return;
    await dropOpenText(queryRunner);
    await createOpenText(queryRunner);
  }
}

async function dropOpenText(queryRunner: QueryRunner): Promise<void> {
  for (const trigger of TRIGGERS) await queryRunner.query(`DROP TRIGGER IF EXISTS ${trigger}`);
  await queryRunner.query('DROP TABLE IF EXISTS listings_open_text');
}
