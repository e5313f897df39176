import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createdAt, foreignKey as fk, id, index, int, text, unique, varchar } from './schema-builders';

/**
 * Idempotency keys (docs/offline.md): the site's offline outbox replays actions with a key made on
 * the phone; the API keeps the first answer per user, action and key.
 */
export class IdempotencyKeys1732800000000 implements MigrationInterface {
  name = 'IdempotencyKeys1732800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'idempotency_keys',
        columns: [
          id(),
          int('user_id', { isNullable: false }),
          varchar('action', 40, { isNullable: false }),
          varchar('idem_key', 64, { isNullable: false }),
          int('status', { isNullable: false }),
          text('body', { isNullable: false }),
          createdAt(),
        ],
        uniques: [unique('idempotency_keys', ['user_id', 'action', 'idem_key'])],
        indices: [index('idempotency_keys', ['created_at'])],
        foreignKeys: [fk('idempotency_keys', 'user_id', 'users', 'CASCADE')],
      }),
      false,
      true,
      true,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('idempotency_keys');
  }
}
