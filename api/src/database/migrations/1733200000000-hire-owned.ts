import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import {
  addColumnsInPlace,
  createdAt,
  datetime,
  decimal,
  foreignKey as fk,
  id,
  index,
  int,
  timestamps,
  unique,
  varchar,
} from './schema-builders';

const bigint = (name: string, extra: { isNullable?: boolean; default?: number } = {}) => ({
  name,
  type: 'bigint',
  isNullable: extra.isNullable ?? true,
  ...(extra.default !== undefined ? { default: extra.default } : {}),
});

/** Statuses whose hire holds one of the listing's positions (docs/hire-to-pay.md), as of this migration. */
const TAKING = "'approved', 'funded', 'in_progress', 'submitted', 'disputed', 'completed', 'paid'";

/**
 * The hire, owned (docs/hire-to-pay.md): a listing's positions and how many are filled; the fee and
 * commission frozen on a hire when it is funded and its auto-completion time; the hire's timeline
 * (`hire_events`); both sides' statements in a dispute; money owed back to employers (`refunds`);
 * the gateway's own fee on each charge; and the request an idempotency key answered.
 */
export class HireOwned1733200000000 implements MigrationInterface {
  name = 'HireOwned1733200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const create = (table: Table) => queryRunner.createTable(table, false, true, true);
    await addColumnsInPlace(queryRunner, 'listings', [
      int('positions', { isNullable: false, default: 1 }),
      int('positions_filled', { isNullable: false, default: 0 }),
      datetime('filled_at'),
    ]);
    await addColumnsInPlace(queryRunner, 'jobapplication', [
      bigint('fee_minor'),
      decimal('commission_percent', 5, 2),
      datetime('auto_complete_at'),
    ]);
    await queryRunner.createIndex('jobapplication', index('jobapplication', ['status', 'auto_complete_at']));
    await addColumnsInPlace(queryRunner, 'transactions', [bigint('gateway_fee_minor')]);
    await addColumnsInPlace(queryRunner, 'idempotency_keys', [varchar('request_hash', 64)]);

    await create(
      new Table({
        name: 'hire_events',
        columns: [
          id(),
          int('application_id', { isNullable: false }),
          varchar('move', 20, { isNullable: false }),
          varchar('from_status', 12, { isNullable: false }),
          varchar('to_status', 12, { isNullable: false }),
          varchar('actor', 10, { isNullable: false }),
          int('actor_id'),
          datetime('at', { isNullable: false }),
        ],
        indices: [index('hire_events', ['application_id', 'id']), index('hire_events', ['actor_id'])],
        foreignKeys: [fk('hire_events', 'application_id', 'jobapplication', 'CASCADE'), fk('hire_events', 'actor_id', 'users', 'SET NULL')],
      }),
    );
    await create(
      new Table({
        name: 'dispute_statements',
        columns: [
          id(),
          int('dispute_id', { isNullable: false }),
          int('user_id', { isNullable: false }),
          varchar('statement', 1000, { isNullable: false }),
          varchar('photo', 255),
          createdAt(),
        ],
        uniques: [unique('dispute_statements', ['dispute_id', 'user_id'])],
        indices: [index('dispute_statements', ['user_id'])],
        foreignKeys: [fk('dispute_statements', 'dispute_id', 'disputes', 'CASCADE'), fk('dispute_statements', 'user_id', 'users')],
      }),
    );
    await create(
      new Table({
        name: 'refunds',
        columns: [
          id(),
          int('application_id'),
          int('employer_id', { isNullable: false }),
          varchar('charge_reference', 100, { isNullable: false }),
          bigint('amount_minor', { isNullable: false }),
          varchar('currency', 3, { isNullable: false }),
          varchar('reason', 30, { isNullable: false }),
          varchar('status', 20, { isNullable: false }),
          int('attempts', { isNullable: false, default: 0 }),
          datetime('next_attempt_at'),
          varchar('reference', 100),
          varchar('gateway_refund_id', 50),
          varchar('failure_reason', 255),
          ...timestamps(),
        ],
        uniques: [unique('refunds', ['charge_reference'])],
        indices: [
          index('refunds', ['status', 'next_attempt_at']),
          index('refunds', ['employer_id', 'id']),
          index('refunds', ['application_id']),
          index('refunds', ['reference']),
        ],
        foreignKeys: [fk('refunds', 'application_id', 'jobapplication'), fk('refunds', 'employer_id', 'users')],
      }),
    );

    // Hires already marked done keep the rule they were marked under: 72 hours after "done".
    await queryRunner.query(
      queryRunner.connection.options.type === 'mysql'
        ? "UPDATE jobapplication SET auto_complete_at = submitted_at + INTERVAL 72 HOUR WHERE status = 'submitted'"
        : "UPDATE jobapplication SET auto_complete_at = datetime(submitted_at, '+72 hours') WHERE status = 'submitted'",
    );
    // Every existing hire takes a position; a listing hired beyond one keeps them all.
    await queryRunner.query(
      `UPDATE listings SET positions_filled = (SELECT COUNT(*) FROM jobapplication a WHERE a.listing_id = listings.id AND a.status IN (${TAKING}))`,
    );
    await queryRunner.query('UPDATE listings SET positions = positions_filled WHERE positions_filled > positions');
    // A full open job leaves search: closed as filled (it reopens when a position frees while the job is ahead).
    await queryRunner.query(
      "UPDATE listings SET status = 'closed', closed_reason = 'filled', filled_at = updated_at WHERE status = 'open' AND positions_filled >= positions",
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('refunds');
    await queryRunner.dropTable('dispute_statements');
    await queryRunner.dropTable('hire_events');
    await queryRunner.dropIndex('jobapplication', 'IDX_jobapplication_status_auto_complete_at');
    await queryRunner.dropColumns('idempotency_keys', ['request_hash']);
    await queryRunner.dropColumns('transactions', ['gateway_fee_minor']);
    await queryRunner.dropColumns('jobapplication', ['fee_minor', 'commission_percent', 'auto_complete_at']);
    await queryRunner.dropColumns('listings', ['positions', 'positions_filled', 'filled_at']);
  }
}
