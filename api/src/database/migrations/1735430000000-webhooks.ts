import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { bool, createdAt, datetime, foreignKey as fk, id, index, int, text, timestamps, unique, varchar } from './schema-builders';

/**
 * Outbound webhooks (docs/webhooks.md): `webhook_events` is the outbox, written in the same
 * transaction as the change it tells of; `webhook_endpoints` are an employer's subscriptions;
 * `webhook_deliveries` one event to one endpoint, with its retries; `webhook_attempts` each try.
 */
export class Webhooks1735430000000 implements MigrationInterface {
  name = 'Webhooks1735430000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'webhook_events',
        columns: [
          id(),
          varchar('event_id', 40, { isNullable: false }),
          varchar('type', 40, { isNullable: false }),
          int('owner_id', { isNullable: false }),
          text('payload', { isNullable: false }),
          createdAt(),
          datetime('fanned_out_at'),
        ],
        uniques: [unique('webhook_events', ['event_id'])],
        indices: [index('webhook_events', ['owner_id']), index('webhook_events', ['fanned_out_at', 'id']), index('webhook_events', ['created_at'])],
        foreignKeys: [fk('webhook_events', 'owner_id', 'users', 'CASCADE')],
      }),
      false,
      true,
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'webhook_endpoints',
        columns: [
          id(),
          int('user_id', { isNullable: false }),
          varchar('url', 2000, { isNullable: false }),
          varchar('description', 200),
          text('events', { isNullable: false }),
          varchar('secret', 100, { isNullable: false }),
          varchar('previous_secret', 100),
          datetime('previous_secret_until'),
          bool('enabled', true),
          datetime('disabled_at'),
          varchar('disabled_reason', 20),
          datetime('failing_since'),
          ...timestamps(),
        ],
        indices: [index('webhook_endpoints', ['user_id'])],
        foreignKeys: [fk('webhook_endpoints', 'user_id', 'users', 'CASCADE')],
      }),
      false,
      true,
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'webhook_deliveries',
        columns: [
          id(),
          int('endpoint_id', { isNullable: false }),
          int('event_id', { isNullable: false }),
          varchar('status', 12, { isNullable: false, default: "'pending'" }),
          int('attempts', { isNullable: false, default: 0 }),
          datetime('next_attempt_at'),
          datetime('claimed_until'),
          varchar('claim_token', 40),
          datetime('last_attempt_at'),
          int('last_status_code'),
          datetime('delivered_at'),
          createdAt(),
        ],
        uniques: [unique('webhook_deliveries', ['endpoint_id', 'event_id'])],
        indices: [index('webhook_deliveries', ['status', 'next_attempt_at']), index('webhook_deliveries', ['event_id']), index('webhook_deliveries', ['endpoint_id', 'id'])],
        foreignKeys: [fk('webhook_deliveries', 'endpoint_id', 'webhook_endpoints', 'CASCADE'), fk('webhook_deliveries', 'event_id', 'webhook_events', 'CASCADE')],
      }),
      false,
      true,
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'webhook_attempts',
        columns: [
          id(),
          int('delivery_id', { isNullable: false }),
          datetime('attempted_at', { isNullable: false }),
          int('status_code'),
          varchar('error', 200),
          varchar('response_body', 500),
          int('duration_ms', { isNullable: false, default: 0 }),
          bool('succeeded', false),
        ],
        indices: [index('webhook_attempts', ['delivery_id', 'id'])],
        foreignKeys: [fk('webhook_attempts', 'delivery_id', 'webhook_deliveries', 'CASCADE')],
      }),
      false,
      true,
      true,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('webhook_attempts');
    await queryRunner.dropTable('webhook_deliveries');
    await queryRunner.dropTable('webhook_endpoints');
    await queryRunner.dropTable('webhook_events');
  }
}
