import { MigrationInterface, QueryRunner } from 'typeorm';
import { addColumnsInPlace, bool, datetime, int, varchar } from './schema-builders';

/**
 * A confirmation before each shift (docs/shift-confirmation.md): on the hire, when the freelancer
 * was asked, when and how they confirmed (and whether in time), when the employer was warned and
 * when the place was released; in the settings, the two marks in hours before the start.
 */
export class ShiftConfirmation1735760000000 implements MigrationInterface {
  name = 'ShiftConfirmation1735760000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // In place: on SQLite the Table API would rebuild the tables and drop their triggers.
    await addColumnsInPlace(queryRunner, 'jobapplication', [
      datetime('confirm_asked_at'),
      datetime('confirmed_at'),
      varchar('confirmed_via', 10),
      bool('confirmed_on_time'),
      datetime('unconfirmed_warned_at'),
      datetime('released_at'),
    ]);
    await addColumnsInPlace(queryRunner, 'adminsettings', [
      int('confirm_ask_hours', { isNullable: false, default: 24 }),
      int('confirm_warn_hours', { isNullable: false, default: 12 }),
    ]);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['confirm_ask_hours', 'confirm_warn_hours']) await queryRunner.dropColumn('adminsettings', column);
    for (const column of ['confirm_asked_at', 'confirmed_at', 'confirmed_via', 'confirmed_on_time', 'unconfirmed_warned_at', 'released_at'])
      await queryRunner.dropColumn('jobapplication', column);
  }
}
