import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { int, varchar } from './schema-builders';

/**
 * `sms_days`: how many SMS the provider accepted on each Lagos day, one-time codes apart from the
 * other messages, for the back office's messages and cost beside WhatsApp (docs/whatsapp.md
 * "Consent and cost"). Counts only: no phone, no text.
 */
export class SmsDays1735950000000 implements MigrationInterface {
  name = 'SmsDays1735950000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'sms_days',
        columns: [
          varchar('day', 10, { isNullable: false, isPrimary: true }),
          varchar('kind', 10, { isNullable: false, isPrimary: true }),
          int('messages', { isNullable: false, default: 0 }),
        ],
      }),
      false,
      true,
      true,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('sms_days', true, true, true);
  }
}
