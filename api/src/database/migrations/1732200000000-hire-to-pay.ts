import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import {
  bool,
  createdAt,
  datetime,
  decimal,
  foreignKey as fk,
  id,
  index,
  int,
  text,
  timestamps,
  unique,
  varchar,
} from './schema-builders';

const minor = (name: string, extra: Partial<ConstructorParameters<typeof TableColumn>[0]> = {}) =>
  new TableColumn({ name, type: 'bigint', isNullable: true, ...extra });

const HIRE_COLUMNS = [
  minor('agreed_amount_minor'),
  new TableColumn(datetime('funded_at')),
  new TableColumn(datetime('started_at')),
  new TableColumn(datetime('submitted_at')),
  new TableColumn(datetime('completed_at')),
  new TableColumn(varchar('completed_by', 10)),
  new TableColumn(datetime('paid_at')),
  new TableColumn(datetime('cancelled_at')),
  new TableColumn(int('cancelled_by')),
  new TableColumn(varchar('cancel_reason', 500)),
];

const TRANSACTION_COLUMNS = [
  minor('amount_minor'),
  minor('fee_minor'),
  new TableColumn(varchar('authorization_url', 255)),
  new TableColumn(datetime('paid_at')),
  new TableColumn(varchar('failure_reason', 255)),
];

const IMMUTABLE = ['ledger_postings', 'ledger_entries'];

/**
 * Hire to pay (docs/hire-to-pay.md): the hire columns on applications, the gateway columns on
 * transactions, the commission setting, and the ledger, payment events, bank accounts, payouts,
 * disputes and reconciliation tables. Ledger rows are made immutable by triggers.
 */
export class HireToPay1732200000000 implements MigrationInterface {
  name = 'HireToPay1732200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const create = (table: Table) => queryRunner.createTable(table, false, true, true);
    await queryRunner.addColumns('jobapplication', HIRE_COLUMNS);
    await queryRunner.createForeignKey('jobapplication', fk('jobapplication', 'cancelled_by', 'users', 'SET NULL'));
    await queryRunner.createIndices('jobapplication', [
      index('jobapplication', ['status', 'submitted_at']),
      index('jobapplication', ['cancelled_by']),
    ]);
    await queryRunner.addColumns('transactions', TRANSACTION_COLUMNS);
    await queryRunner.createIndex('transactions', index('transactions', ['transaction_type', 'status']));
    await queryRunner.addColumn(
      'adminsettings',
      new TableColumn(decimal('commission_percent', 5, 2, { isNullable: false, default: 10 })),
    );

    await create(
      new Table({
        name: 'ledger_accounts',
        columns: [
          id(),
          varchar('code', 64, { isNullable: false }),
          varchar('kind', 20, { isNullable: false }),
          varchar('normal_side', 6, { isNullable: false }),
          bool('may_go_negative'),
          int('user_id'),
          int('application_id'),
          createdAt(),
        ],
        uniques: [unique('ledger_accounts', ['code'])],
        indices: [index('ledger_accounts', ['user_id']), index('ledger_accounts', ['application_id'])],
        foreignKeys: [
          fk('ledger_accounts', 'user_id', 'users'),
          fk('ledger_accounts', 'application_id', 'jobapplication'),
        ],
      }),
    );
    await create(
      new Table({
        name: 'ledger_postings',
        columns: [
          id(),
          varchar('idempotency_key', 120, { isNullable: false }),
          varchar('kind', 20, { isNullable: false }),
          int('application_id'),
          varchar('reference', 100),
          varchar('memo', 255),
          createdAt(),
        ],
        uniques: [unique('ledger_postings', ['idempotency_key'])],
        indices: [index('ledger_postings', ['application_id']), index('ledger_postings', ['reference'])],
        foreignKeys: [fk('ledger_postings', 'application_id', 'jobapplication')],
      }),
    );
    await create(
      new Table({
        name: 'ledger_entries',
        columns: [
          id(),
          int('posting_id', { isNullable: false }),
          int('account_id', { isNullable: false }),
          varchar('account_code', 64, { isNullable: false }),
          varchar('posting_key', 120, { isNullable: false }),
          varchar('posting_kind', 20, { isNullable: false }),
          varchar('direction', 6, { isNullable: false }),
          { name: 'amount_minor', type: 'bigint', isNullable: false },
          int('application_id'),
          createdAt(),
        ],
        indices: [
          index('ledger_entries', ['posting_id']),
          index('ledger_entries', ['account_id', 'direction']),
          index('ledger_entries', ['account_code', 'id']),
          index('ledger_entries', ['posting_kind', 'id']),
          index('ledger_entries', ['application_id']),
        ],
        foreignKeys: [
          fk('ledger_entries', 'posting_id', 'ledger_postings'),
          fk('ledger_entries', 'account_id', 'ledger_accounts'),
          fk('ledger_entries', 'application_id', 'jobapplication'),
        ],
      }),
    );
    await create(
      new Table({
        name: 'payment_events',
        columns: [
          id(),
          varchar('provider', 20, { isNullable: false }),
          varchar('event_key', 190, { isNullable: false }),
          varchar('event', 50, { isNullable: false }),
          varchar('reference', 100),
          text('payload', { isNullable: false }),
          varchar('outcome', 255, { isNullable: false }),
          createdAt(),
        ],
        uniques: [unique('payment_events', ['provider', 'event_key'])],
        indices: [index('payment_events', ['reference'])],
      }),
    );
    await create(
      new Table({
        name: 'bank_accounts',
        columns: [
          id(),
          int('user_id', { isNullable: false }),
          varchar('bank_code', 20, { isNullable: false }),
          varchar('bank_name', 100, { isNullable: false }),
          varchar('account_number', 10, { isNullable: false }),
          varchar('account_name', 100, { isNullable: false }),
          varchar('recipient_code', 50, { isNullable: false }),
          ...timestamps(),
        ],
        uniques: [unique('bank_accounts', ['user_id'])],
        foreignKeys: [fk('bank_accounts', 'user_id', 'users', 'CASCADE')],
      }),
    );
    await create(
      new Table({
        name: 'payouts',
        columns: [
          id(),
          int('application_id', { isNullable: false }),
          int('freelancer_id', { isNullable: false }),
          { name: 'amount_minor', type: 'bigint', isNullable: false },
          varchar('status', 20, { isNullable: false }),
          varchar('reference', 100),
          int('attempts', { isNullable: false, default: 0 }),
          varchar('failure_reason', 255),
          ...timestamps(),
        ],
        uniques: [unique('payouts', ['application_id'])],
        indices: [index('payouts', ['status', 'created_at']), index('payouts', ['freelancer_id'])],
        foreignKeys: [fk('payouts', 'application_id', 'jobapplication'), fk('payouts', 'freelancer_id', 'users')],
      }),
    );
    await create(
      new Table({
        name: 'disputes',
        columns: [
          id(),
          int('application_id', { isNullable: false }),
          int('opened_by', { isNullable: false }),
          varchar('reason', 500, { isNullable: false }),
          varchar('status', 10, { isNullable: false, default: "'open'" }),
          varchar('resolution', 10),
          { name: 'freelancer_amount_minor', type: 'bigint', isNullable: true },
          varchar('note', 500),
          int('resolved_by'),
          datetime('resolved_at'),
          createdAt(),
        ],
        uniques: [unique('disputes', ['application_id'])],
        indices: [
          index('disputes', ['status', 'created_at']),
          index('disputes', ['opened_by']),
          index('disputes', ['resolved_by']),
        ],
        foreignKeys: [
          fk('disputes', 'application_id', 'jobapplication'),
          fk('disputes', 'opened_by', 'users'),
          fk('disputes', 'resolved_by', 'users', 'SET NULL'),
        ],
      }),
    );
    await create(
      new Table({
        name: 'reconciliation_items',
        columns: [
          id(),
          varchar('kind', 30, { isNullable: false }),
          varchar('reference', 100, { isNullable: false }),
          varchar('ours', 255),
          varchar('theirs', 255),
          datetime('detected_at', { isNullable: false }),
          datetime('resolved_at'),
        ],
        uniques: [unique('reconciliation_items', ['kind', 'reference'])],
        indices: [index('reconciliation_items', ['detected_at'])],
      }),
    );

    for (const table of IMMUTABLE) {
      for (const operation of ['UPDATE', 'DELETE']) {
        const name = `${table}_no_${operation.toLowerCase()}`;
        const message = `${table} rows are immutable: post a reversing entry instead`;
        if (queryRunner.connection.options.type === 'mysql') {
          await queryRunner.query(
            `CREATE TRIGGER ${name} BEFORE ${operation} ON ${table} FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = '${message}'`,
          );
        } else {
          await queryRunner.query(
            `CREATE TRIGGER ${name} BEFORE ${operation} ON ${table} BEGIN SELECT RAISE(ABORT, '${message}'); END`,
          );
        }
      }
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of IMMUTABLE) {
      for (const operation of ['update', 'delete'])
        await queryRunner.query(`DROP TRIGGER IF EXISTS ${table}_no_${operation}`);
    }
    for (const table of [
      'reconciliation_items',
      'disputes',
      'payouts',
      'bank_accounts',
      'payment_events',
      'ledger_entries',
      'ledger_postings',
      'ledger_accounts',
    ]) {
      await queryRunner.dropTable(table, true, true, true);
    }
    await queryRunner.dropColumn('adminsettings', 'commission_percent');
    await queryRunner.dropIndex('transactions', 'IDX_transactions_transaction_type_status');
    await queryRunner.dropColumns('transactions', TRANSACTION_COLUMNS);
    await queryRunner.dropIndices('jobapplication', [
      index('jobapplication', ['status', 'submitted_at']),
      index('jobapplication', ['cancelled_by']),
    ]);
    await queryRunner.dropForeignKey('jobapplication', 'FK_jobapplication_cancelled_by');
    await queryRunner.dropColumns('jobapplication', HIRE_COLUMNS);
  }
}
