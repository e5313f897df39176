import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createdAt, datetime, foreignKey as fk, id, index, int, unique, varchar } from './schema-builders';

/**
 * API keys for other systems (docs/api-keys.md): a key acts as its owner within its scopes. Only a
 * SHA-256 digest of the secret is stored (`secret_hash`, unique: the guard finds a key by it);
 * `prefix` is the key's first characters, kept to recognise it in lists.
 *
 * Cursor pages walk an employer's listings by id: `listings(user_id, id)` answers
 * `WHERE user_id = ? AND id > ? ORDER BY id` from the index alone, whatever the statuses.
 */
export class ApiKeys1735420000000 implements MigrationInterface {
  name = 'ApiKeys1735420000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'api_keys',
        columns: [
          id(),
          int('user_id', { isNullable: false }),
          varchar('name', 80, { isNullable: false }),
          varchar('prefix', 16, { isNullable: false }),
          varchar('secret_hash', 64, { isNullable: false }),
          varchar('scopes', 255, { isNullable: false }),
          datetime('expires_at'),
          datetime('revoked_at'),
          int('revoked_by'),
          datetime('last_used_at'),
          createdAt(),
        ],
        uniques: [unique('api_keys', ['secret_hash'])],
        indices: [index('api_keys', ['user_id', 'revoked_at'])],
        foreignKeys: [fk('api_keys', 'user_id', 'users', 'CASCADE'), fk('api_keys', 'revoked_by', 'users', 'SET NULL')],
      }),
      false,
      true,
      true,
    );
    await queryRunner.createIndex('listings', index('listings', ['user_id', 'id']));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('listings', index('listings', ['user_id', 'id']));
    await queryRunner.dropTable('api_keys');
  }
}
