import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { datetime, foreignKey as fk, id, index, int, text, unique, varchar } from './schema-builders';

/**
 * Being told on WhatsApp (docs/whatsapp.md "Being told"): `whatsapp_notices`, one row per notice
 * that chose WhatsApp, keyed by its event so a replay sends nothing twice; the channel it finally
 * went by and Meta's code when WhatsApp refused it (131026 and 131050 mark the person unreachable);
 * for one sent on WhatsApp, its message's wamid and the SMS to send instead if a status callback
 * later says it failed.
 */
export class WhatsAppNotices1735700000000 implements MigrationInterface {
  name = 'WhatsAppNotices1735700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'whatsapp_notices',
        columns: [
          id(),
          int('user_id', { isNullable: false }),
          varchar('event_key', 120, { isNullable: false }),
          varchar('channel', 10, { isNullable: false }),
          int('error_code'),
          varchar('wamid', 128),
          varchar('sms_to', 32),
          text('sms_text'),
          datetime('created_at', { isNullable: false }),
        ],
        uniques: [unique('whatsapp_notices', ['user_id', 'event_key'])],
        indices: [index('whatsapp_notices', ['wamid'])],
        foreignKeys: [fk('whatsapp_notices', 'user_id', 'users', 'CASCADE')],
      }),
      false,
      true,
      true,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('whatsapp_notices', true, true, true);
  }
}
