import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { LISTING_EXPIRY } from '@gigmarket/shared';
import { datetime, index, varchar } from './schema-builders';

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
const ADDED = [
  ['status', 'created_at', 'expires_at'],
  ['status', 'category_id', 'created_at', 'expires_at'],
  ['status', 'state', 'created_at', 'expires_at'],
  ['status', 'latitude', 'longitude', 'expires_at'],
  ['status', 'category_id', 'state', 'min_amount', 'expires_at'],
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
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
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
