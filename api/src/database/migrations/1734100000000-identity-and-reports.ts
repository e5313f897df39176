import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { addColumnsInPlace, bool, createdAt, datetime, foreignKey as fk, id, index, int, unique, updatedAt, varchar } from './schema-builders';

/**
 * Verified people, safe jobs (docs/trust.md "Identity", "Reports and the never-pay rule").
 *
 * - `identity_checks`: one row per person, written only by `identity/`: where their check stands,
 *   the bank's name and the account's last four digits, Paystack's customer code and the webhook
 *   event that decided it. Never the BVN; the full account number only while a check asked to
 *   become the payout account is waiting (`payout_account`, erased by the outcome).
 * - `identity_events`: the audit trail (requested, verified, failed, revoked, by whom, why);
 *   the per-day limits count it.
 * - `listing_reports`: freelancers' reports on jobs and the fee rule set's flags (no reporter).
 * - `listings.moderation` (`visible`, `hidden`, `taken_down`) with when and why.
 */
export class IdentityAndReports1734100000000 implements MigrationInterface {
  name = 'IdentityAndReports1734100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const create = (table: Table) => queryRunner.createTable(table, false, true, true);
    await create(
      new Table({
        name: 'identity_checks',
        columns: [
          id(),
          int('user_id', { isNullable: false }),
          varchar('user_type', 20, { isNullable: false }),
          varchar('status', 12, { isNullable: false, default: "'none'" }),
          varchar('customer_code', 50),
          varchar('bank_code', 10),
          varchar('bank_name', 100),
          varchar('account_last4', 4),
          varchar('payout_account', 10),
          bool('use_for_payouts'),
          varchar('channel', 10),
          varchar('reason', 255),
          datetime('requested_at'),
          datetime('verified_at'),
          datetime('failed_at'),
          datetime('revoked_at'),
          int('revoked_by'),
          varchar('revoke_reason', 500),
          int('payment_event_id'),
          createdAt(),
          updatedAt(),
        ],
        uniques: [unique('identity_checks', ['user_id'])],
        indices: [
          index('identity_checks', ['status', 'user_id']),
          index('identity_checks', ['user_type', 'status']),
          index('identity_checks', ['requested_at']),
          index('identity_checks', ['verified_at']),
          index('identity_checks', ['created_at']),
          index('identity_checks', ['customer_code']),
          index('identity_checks', ['revoked_by']),
          index('identity_checks', ['payment_event_id']),
        ],
        foreignKeys: [
          fk('identity_checks', 'user_id', 'users', 'CASCADE'),
          fk('identity_checks', 'revoked_by', 'users', 'SET NULL'),
          fk('identity_checks', 'payment_event_id', 'payment_events', 'SET NULL'),
        ],
      }),
    );
    await create(
      new Table({
        name: 'identity_events',
        columns: [
          id(),
          int('identity_id', { isNullable: false }),
          int('user_id', { isNullable: false }),
          varchar('action', 12, { isNullable: false }),
          int('by_user_id'),
          varchar('reason', 500),
          varchar('channel', 10),
          datetime('created_at', { isNullable: false }),
        ],
        indices: [
          index('identity_events', ['identity_id', 'id']),
          index('identity_events', ['user_id', 'action', 'created_at']),
          index('identity_events', ['by_user_id']),
        ],
        foreignKeys: [
          fk('identity_events', 'identity_id', 'identity_checks', 'CASCADE'),
          fk('identity_events', 'user_id', 'users', 'CASCADE'),
          fk('identity_events', 'by_user_id', 'users', 'SET NULL'),
        ],
      }),
    );
    await create(
      new Table({
        name: 'listing_reports',
        columns: [
          id(),
          int('listing_id', { isNullable: false }),
          int('reporter_id'),
          bool('reporter_verified'),
          varchar('reason', 20, { isNullable: false }),
          varchar('rule', 40),
          varchar('note', 500),
          int('message_id'),
          datetime('reviewed_at'),
          int('reviewed_by'),
          datetime('created_at', { isNullable: false }),
        ],
        uniques: [unique('listing_reports', ['listing_id', 'reporter_id'])],
        indices: [
          index('listing_reports', ['created_at']),
          index('listing_reports', ['reason', 'created_at']),
          index('listing_reports', ['reporter_id']),
          index('listing_reports', ['message_id']),
          index('listing_reports', ['reviewed_by']),
        ],
        foreignKeys: [
          fk('listing_reports', 'listing_id', 'listings', 'CASCADE'),
          fk('listing_reports', 'reporter_id', 'users', 'SET NULL'),
          fk('listing_reports', 'message_id', 'messages', 'SET NULL'),
          fk('listing_reports', 'reviewed_by', 'users', 'SET NULL'),
        ],
      }),
    );
    // In place on SQLite: a rebuild would lose the listings triggers (FTS5, row counts, the search outbox).
    await addColumnsInPlace(queryRunner, 'listings', [
      varchar('moderation', 12, { isNullable: false, default: "'visible'" }),
      datetime('moderated_at'),
      varchar('moderation_reason', 500),
    ]);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'mysql') {
      await queryRunner.dropColumn('listings', 'moderation_reason');
      await queryRunner.dropColumn('listings', 'moderated_at');
      await queryRunner.dropColumn('listings', 'moderation');
    } else {
      for (const column of ['moderation_reason', 'moderated_at', 'moderation'])
        await queryRunner.query(`ALTER TABLE "listings" DROP COLUMN "${column}"`);
    }
    await queryRunner.dropTable('listing_reports', true, true, true);
    await queryRunner.dropTable('identity_events', true, true, true);
    await queryRunner.dropTable('identity_checks', true, true, true);
  }
}
