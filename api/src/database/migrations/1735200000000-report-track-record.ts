import { MigrationInterface, QueryRunner } from 'typeorm';
import { addColumnsInPlace, index, varchar } from './schema-builders';

/**
 * The report rule (docs/trust.md "Hiding"): what became of each report, so a reporter's track
 * record is written down, and which reports hid their job, so one action restores every job a
 * reporter hid.
 *
 * - `listing_reports.outcome`: `upheld` when an admin took the job down, `overturned` when an
 *   admin restored it (null while the report waits).
 * - `listing_reports.hid`: how this report hid its job, if it did: `instant` (a proven reporter's,
 *   from their daily budget) or `agreed` (one of the distinct verified reporters who agreed).
 * - An index on (reporter_id, created_at): the per-person limits and the daily budget count a
 *   reporter's reports of the last hour and of the Lagos day.
 */
export class ReportTrackRecord1735200000000 implements MigrationInterface {
  name = 'ReportTrackRecord1735200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await addColumnsInPlace(queryRunner, 'listing_reports', [varchar('outcome', 12), varchar('hid', 8)]);
    await queryRunner.createIndex('listing_reports', index('listing_reports', ['reporter_id', 'created_at']));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('listing_reports', index('listing_reports', ['reporter_id', 'created_at']).name!);
    for (const column of ['hid', 'outcome']) await queryRunner.dropColumn('listing_reports', column);
  }
}
