import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { bool, datetime, foreignKey, id, index, int, varchar } from './schema-builders';

/**
 * Privacy (docs/privacy.md): every consent given or withdrawn, one row each (the latest row of a
 * kind is its state), and the "Download my data" archives, kept 24 hours.
 */
export class Privacy1735510000000 implements MigrationInterface {
  name = 'Privacy1735510000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'consents',
        columns: [
          id(),
          int('user_id', { isNullable: false }),
          varchar('kind', 20, { isNullable: false }),
          bool('granted'),
          varchar('version', 20, { isNullable: false }),
          varchar('channel', 10, { isNullable: false }),
          int('by_user_id'),
          datetime('created_at', { isNullable: false }),
        ],
        indices: [index('consents', ['user_id', 'kind', 'id'])],
        foreignKeys: [foreignKey('consents', 'user_id', 'users', 'CASCADE'), foreignKey('consents', 'by_user_id', 'users', 'SET NULL')],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'data_exports',
        columns: [
          id(),
          int('user_id', { isNullable: false }),
          int('requested_by'),
          varchar('channel', 10, { isNullable: false }),
          varchar('status', 10, { isNullable: false, default: "'pending'" }),
          varchar('file_name', 64),
          int('size'),
          datetime('created_at', { isNullable: false }),
          datetime('ready_at'),
          datetime('expires_at'),
        ],
        indices: [index('data_exports', ['user_id', 'created_at']), index('data_exports', ['status', 'expires_at'])],
        foreignKeys: [foreignKey('data_exports', 'user_id', 'users', 'CASCADE'), foreignKey('data_exports', 'requested_by', 'users', 'SET NULL')],
      }),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('data_exports');
    await queryRunner.dropTable('consents');
  }
}
