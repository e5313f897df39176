import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import { datetime, foreignKey as fk, id, index, int, text, unique, varchar } from './schema-builders';

/**
 * USSD (docs/ussd.md): the sessions the back office lists (and their state when REDIS_URL is not
 * set), the user's USSD PIN with its failed tries and lock, and the gateway's settings.
 */
export class Ussd1732600000000 implements MigrationInterface {
  name = 'Ussd1732600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('users', [
      new TableColumn(varchar('ussd_pin_hash', 255)),
      new TableColumn(int('ussd_pin_attempts', { isNullable: false, default: 0 })),
      new TableColumn(datetime('ussd_pin_locked_until')),
    ]);
    await queryRunner.addColumns('adminsettings', [
      new TableColumn(varchar('ussd_service_code', 20)),
      new TableColumn(varchar('ussd_gateway_secret', 255)),
      new TableColumn(varchar('ussd_allowed_addresses', 1000)),
    ]);
    await queryRunner.createTable(
      new Table({
        name: 'ussd_sessions',
        columns: [
          id(),
          varchar('gateway', 20, { isNullable: false }),
          varchar('session_id', 100, { isNullable: false }),
          varchar('phone', 15, { isNullable: false }),
          varchar('network', 20),
          int('user_id'),
          varchar('language', 2, { isNullable: false, default: "'en'" }),
          int('hops', { isNullable: false, default: 0 }),
          varchar('last_screen', 200),
          varchar('outcome', 20),
          text('state'),
          datetime('started_at', { isNullable: false }),
          datetime('updated_at', { isNullable: false }),
          datetime('expires_at', { isNullable: false }),
        ],
        uniques: [unique('ussd_sessions', ['gateway', 'session_id'])],
        indices: [index('ussd_sessions', ['user_id']), index('ussd_sessions', ['started_at'])],
        foreignKeys: [fk('ussd_sessions', 'user_id', 'users', 'SET NULL')],
      }),
      false,
      true,
      true,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('ussd_sessions', true, true, true);
    for (const column of ['ussd_allowed_addresses', 'ussd_gateway_secret', 'ussd_service_code'])
      await queryRunner.dropColumn('adminsettings', column);
    for (const column of ['ussd_pin_locked_until', 'ussd_pin_attempts', 'ussd_pin_hash'])
      await queryRunner.dropColumn('users', column);
  }
}
