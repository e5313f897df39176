import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { addColumnsInPlace, datetime, index, int, text, varchar } from './schema-builders';

/**
 * WhatsApp's consent and cost (docs/whatsapp.md "Consent and cost"): the daily cap on new
 * conversations and the per-category rates (integer micro-dollars) in the settings row; each
 * outbound message's Lagos day and the price in force when it was sent; on a notice, what it needs
 * to be sent later when it is held over the cap; `whatsapp_days`, the count of people a
 * business-initiated conversation was opened with on each Lagos day, reserved one at a time.
 */
export class WhatsAppCost1735790000000 implements MigrationInterface {
  name = 'WhatsAppCost1735790000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await addColumnsInPlace(queryRunner, 'adminsettings', [
      int('whatsapp_daily_cap', { isNullable: false, default: 250 }),
      int('whatsapp_rate_service_micros', { isNullable: false, default: 0 }),
      int('whatsapp_rate_utility_micros', { isNullable: false, default: 6700 }),
      int('whatsapp_rate_marketing_micros', { isNullable: false, default: 51600 }),
      int('whatsapp_rate_authentication_micros', { isNullable: false, default: 6700 }),
    ]);
    await addColumnsInPlace(queryRunner, 'whatsapp_outbound', [
      varchar('day', 10),
      int('price_micros', { isNullable: false, default: 0 }),
    ]);
    await queryRunner.createIndex('whatsapp_outbound', index('whatsapp_outbound', ['day', 'wa_id']));
    await addColumnsInPlace(queryRunner, 'whatsapp_notices', [
      varchar('notice', 40),
      varchar('language', 5),
      text('template_values'),
      datetime('claimed_at'),
    ]);
    await queryRunner.createIndex('whatsapp_notices', index('whatsapp_notices', ['channel', 'id']));
    await queryRunner.createTable(
      new Table({
        name: 'whatsapp_days',
        columns: [varchar('day', 10, { isNullable: false, isPrimary: true }), int('opened', { isNullable: false, default: 0 })],
      }),
      false,
      true,
      true,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('whatsapp_days', true, true, true);
    await queryRunner.dropIndex('whatsapp_notices', 'IDX_whatsapp_notices_channel_id');
    for (const column of ['claimed_at', 'template_values', 'language', 'notice']) await queryRunner.dropColumn('whatsapp_notices', column);
    await queryRunner.dropIndex('whatsapp_outbound', 'IDX_whatsapp_outbound_day_wa_id');
    for (const column of ['price_micros', 'day']) await queryRunner.dropColumn('whatsapp_outbound', column);
    for (const column of ['whatsapp_rate_authentication_micros', 'whatsapp_rate_marketing_micros', 'whatsapp_rate_utility_micros', 'whatsapp_rate_service_micros', 'whatsapp_daily_cap'])
      await queryRunner.dropColumn('adminsettings', column);
  }
}
