import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createdAt, datetime, foreignKey as fk, id, index, int, text, timestamps, unique, varchar } from './schema-builders';

/**
 * WhatsApp as a channel (docs/whatsapp.md): `whatsapp_inbound`, each message a person sent, once
 * by its wamid; `whatsapp_outbound`, each message sent through Graph with Meta's status callbacks.
 */
export class WhatsApp1735650000000 implements MigrationInterface {
  name = 'WhatsApp1735650000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'whatsapp_inbound',
        columns: [
          id(),
          varchar('wamid', 128, { isNullable: false }),
          varchar('wa_id', 20, { isNullable: false }),
          int('user_id'),
          varchar('type', 20, { isNullable: false }),
          text('text'),
          varchar('reply_id', 256),
          varchar('context_wamid', 128),
          datetime('sent_at', { isNullable: false }),
          createdAt(),
        ],
        uniques: [unique('whatsapp_inbound', ['wamid'])],
        indices: [index('whatsapp_inbound', ['user_id']), index('whatsapp_inbound', ['wa_id', 'id'])],
        foreignKeys: [fk('whatsapp_inbound', 'user_id', 'users', 'SET NULL')],
      }),
      false,
      true,
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'whatsapp_outbound',
        columns: [
          id(),
          varchar('wamid', 128),
          varchar('wa_id', 20, { isNullable: false }),
          int('user_id'),
          varchar('kind', 10, { isNullable: false }),
          varchar('category', 20, { isNullable: false }),
          varchar('status', 10, { isNullable: false }),
          int('error_code'),
          varchar('error_title', 255),
          text('payload', { isNullable: false }),
          datetime('sent_at'),
          datetime('delivered_at'),
          datetime('read_at'),
          datetime('failed_at'),
          ...timestamps(),
        ],
        uniques: [unique('whatsapp_outbound', ['wamid'])],
        indices: [index('whatsapp_outbound', ['user_id']), index('whatsapp_outbound', ['wa_id', 'id'])],
        foreignKeys: [fk('whatsapp_outbound', 'user_id', 'users', 'SET NULL')],
      }),
      false,
      true,
      true,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('whatsapp_outbound', true, true, true);
    await queryRunner.dropTable('whatsapp_inbound', true, true, true);
  }
}
