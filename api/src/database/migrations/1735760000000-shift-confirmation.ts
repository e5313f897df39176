import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { bool, datetime, int, varchar } from './schema-builders';

/**
 * A confirmation before each shift (docs/shift-confirmation.md): on the hire, when the freelancer
 * was asked, when and how they confirmed (and whether in time), when the employer was warned and
 * when the place was released; in the settings, the two marks in hours before the start.
 */
export class ShiftConfirmation1735760000000 implements MigrationInterface {
  name = 'ShiftConfirmation1735760000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('jobapplication', [
      new TableColumn(datetime('confirm_asked_at')),
      new TableColumn(datetime('confirmed_at')),
      new TableColumn(varchar('confirmed_via', 10)),
      new TableColumn(bool('confirmed_on_time')),
      new TableColumn(datetime('unconfirmed_warned_at')),
      new TableColumn(datetime('released_at')),
    ]);
    await queryRunner.addColumns('adminsettings', [
      new TableColumn(int('confirm_ask_hours', { isNullable: false, default: 24 })),
      new TableColumn(int('confirm_warn_hours', { isNullable: false, default: 12 })),
    ]);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['confirm_ask_hours', 'confirm_warn_hours']) await queryRunner.dropColumn('adminsettings', column);
    for (const column of ['confirm_asked_at', 'confirmed_at', 'confirmed_via', 'confirmed_on_time', 'unconfirmed_warned_at', 'released_at'])
      await queryRunner.dropColumn('jobapplication', column);
  }
}
