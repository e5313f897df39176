import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import {
  createdAt,
  datetime,
  decimal,
  foreignKey as fk,
  id,
  index,
  int,
  unique,
  varchar,
} from './schema-builders';

/**
 * Trust (docs/trust.md): ratings, reliability events, the user's language, the late-cancellation
 * fee setting, and the cancellation's note and fee on the hire.
 */
export class Trust1732300000000 implements MigrationInterface {
  name = 'Trust1732300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const create = (table: Table) => queryRunner.createTable(table, false, true, true);
    await queryRunner.addColumn(
      'users',
      new TableColumn(varchar('language', 2, { isNullable: false, default: "'en'" })),
    );
    await queryRunner.addColumn(
      'adminsettings',
      new TableColumn(decimal('late_cancel_fee_percent', 5, 2, { isNullable: false, default: 20 })),
    );
    await queryRunner.addColumns('jobapplication', [
      new TableColumn(varchar('cancel_note', 500)),
      new TableColumn({ name: 'cancel_fee_minor', type: 'bigint', isNullable: true }),
    ]);
    await create(
      new Table({
        name: 'ratings',
        columns: [
          id(),
          int('application_id', { isNullable: false }),
          int('rater_id', { isNullable: false }),
          int('ratee_id', { isNullable: false }),
          int('stars', { isNullable: false }),
          varchar('comment', 500),
          datetime('hidden_at'),
          int('hidden_by'),
          varchar('hidden_reason', 255),
          createdAt(),
        ],
        uniques: [unique('ratings', ['application_id', 'rater_id'])],
        indices: [
          index('ratings', ['ratee_id', 'created_at']),
          index('ratings', ['rater_id']),
          index('ratings', ['hidden_by']),
        ],
        foreignKeys: [
          fk('ratings', 'application_id', 'jobapplication'),
          fk('ratings', 'rater_id', 'users'),
          fk('ratings', 'ratee_id', 'users'),
          fk('ratings', 'hidden_by', 'users', 'SET NULL'),
        ],
      }),
    );
    await create(
      new Table({
        name: 'reliability_events',
        columns: [
          id(),
          varchar('kind', 20, { isNullable: false }),
          int('user_id', { isNullable: false }),
          int('application_id', { isNullable: false }),
          varchar('status', 10, { isNullable: false, default: "'recorded'" }),
          varchar('note', 500),
          varchar('contest_note', 500),
          datetime('contested_at'),
          int('resolved_by'),
          datetime('resolved_at'),
          createdAt(),
        ],
        uniques: [unique('reliability_events', ['application_id', 'user_id', 'kind'])],
        indices: [
          index('reliability_events', ['user_id', 'created_at']),
          index('reliability_events', ['kind', 'status']),
          index('reliability_events', ['resolved_by']),
        ],
        foreignKeys: [
          fk('reliability_events', 'application_id', 'jobapplication'),
          fk('reliability_events', 'user_id', 'users'),
          fk('reliability_events', 'resolved_by', 'users', 'SET NULL'),
        ],
      }),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('reliability_events', true, true, true);
    await queryRunner.dropTable('ratings', true, true, true);
    await queryRunner.dropColumn('jobapplication', 'cancel_fee_minor');
    await queryRunner.dropColumn('jobapplication', 'cancel_note');
    await queryRunner.dropColumn('adminsettings', 'late_cancel_fee_percent');
    await queryRunner.dropColumn('users', 'language');
  }
}
