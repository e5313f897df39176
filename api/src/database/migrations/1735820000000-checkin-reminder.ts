import { MigrationInterface, QueryRunner } from 'typeorm';
import { addColumnsInPlace, datetime } from './schema-builders';

/** The check-in reminder (docs/shift-confirmation.md "The check-in reminder"): when a paid hire's freelancer was reminded, once. */
export class CheckInReminder1735820000000 implements MigrationInterface {
  name = 'CheckInReminder1735820000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // In place: on SQLite the Table API would rebuild the table and drop its triggers.
    await addColumnsInPlace(queryRunner, 'jobapplication', [datetime('checkin_reminded_at')]);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('jobapplication', 'checkin_reminded_at');
  }
}
