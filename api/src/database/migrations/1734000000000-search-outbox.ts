import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The search engine's outbox (docs/search.md "The search engine", decision 0019): a row names a
 * listing whose place in the engine may have changed. Triggers on `listings` write it inside the
 * writing transaction, whoever writes (the employer's API, the hire's positions, the expiry task,
 * the back office, raw SQL), for every change that moves a listing into or out of the open set
 * (publish, reopen, close, expire, fill, delete, undelete) and every change of a column the engine
 * holds while the listing is open (an edit). A worker applies the rows to the engine and deletes
 * them (api/src/search-engine/search-sync.service.ts); it reads the listing's state when it
 * applies, so the rows carry only the id.
 *
 * "Open" here is the engine's membership, `status = 'open' AND deleted_at IS NULL`; expiry is a
 * filter the engine applies itself (it holds `expires_at`), as the SQL search does.
 */

/** The listing columns the engine holds, frozen as this migration made them (a new column is a new migration). */
const INDEXED = [
  'user_id',
  'job_title',
  'work_description',
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

export const SEARCH_OUTBOX_INDEXED_COLUMNS: readonly string[] = INDEXED;

const TRIGGERS = ['search_outbox_insert', 'search_outbox_update', 'search_outbox_delete'];

export class SearchOutbox1734000000000 implements MigrationInterface {
  name = 'SearchOutbox1734000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    const open = (row: 'NEW' | 'OLD') => `(${row}.status = 'open' AND ${row}.deleted_at IS NULL)`;
    if (mysql) {
      await queryRunner.query(`CREATE TABLE search_outbox (
        id bigint NOT NULL AUTO_INCREMENT,
        listing_id int NOT NULL,
        created_at datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
        PRIMARY KEY (id)
      ) ENGINE=InnoDB`);
      const changed = ['status', 'deleted_at', ...INDEXED].map((column) => `NOT (OLD.${column} <=> NEW.${column})`).join(' OR ');
      await queryRunner.query(`CREATE TRIGGER search_outbox_insert AFTER INSERT ON listings FOR EACH ROW
        BEGIN
          IF ${open('NEW')} THEN INSERT INTO search_outbox (listing_id) VALUES (NEW.id); END IF;
        END`);
      await queryRunner.query(`CREATE TRIGGER search_outbox_update AFTER UPDATE ON listings FOR EACH ROW
        BEGIN
          IF (${open('OLD')} OR ${open('NEW')}) AND (${changed}) THEN INSERT INTO search_outbox (listing_id) VALUES (NEW.id); END IF;
        END`);
      await queryRunner.query(`CREATE TRIGGER search_outbox_delete AFTER DELETE ON listings FOR EACH ROW
        BEGIN
          IF ${open('OLD')} THEN INSERT INTO search_outbox (listing_id) VALUES (OLD.id); END IF;
        END`);
      return;
    }
    await queryRunner.query(`CREATE TABLE search_outbox (
      id integer PRIMARY KEY AUTOINCREMENT NOT NULL,
      listing_id integer NOT NULL,
      created_at datetime NOT NULL DEFAULT (strftime('%Y-%m-%d %H:%M:%f', 'now'))
    )`);
    const changed = ['status', 'deleted_at', ...INDEXED].map((column) => `OLD.${column} IS NOT NEW.${column}`).join(' OR ');
    await queryRunner.query(`CREATE TRIGGER search_outbox_insert AFTER INSERT ON listings FOR EACH ROW WHEN ${open('NEW')}
      BEGIN INSERT INTO search_outbox (listing_id) VALUES (NEW.id); END`);
    await queryRunner.query(`CREATE TRIGGER search_outbox_update AFTER UPDATE ON listings FOR EACH ROW WHEN (${open('OLD')} OR ${open('NEW')}) AND (${changed})
      BEGIN INSERT INTO search_outbox (listing_id) VALUES (NEW.id); END`);
    await queryRunner.query(`CREATE TRIGGER search_outbox_delete AFTER DELETE ON listings FOR EACH ROW WHEN ${open('OLD')}
      BEGIN INSERT INTO search_outbox (listing_id) VALUES (OLD.id); END`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const trigger of TRIGGERS) await queryRunner.query(`DROP TRIGGER IF EXISTS ${trigger}`);
    await queryRunner.query('DROP TABLE IF EXISTS search_outbox');
  }
}
