import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createdAt, datetime, foreignKey as fk, id, index, int, text, unique, varchar } from './schema-builders';

/**
 * Conversations and alerts (docs/conversations.md): messages keyed by application, blocks,
 * message reports, saved searches and the log of SMS nudges and digests.
 */
export class Conversations1732400000000 implements MigrationInterface {
  name = 'Conversations1732400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const create = (table: Table) => queryRunner.createTable(table, false, true, true);
    await create(
      new Table({
        name: 'messages',
        columns: [
          id(),
          int('application_id', { isNullable: false }),
          int('sender_id', { isNullable: false }),
          int('recipient_id', { isNullable: false }),
          text('body', { isNullable: false }),
          varchar('attachment', 255),
          datetime('seen_at'),
          datetime('nudged_at'),
          createdAt(),
        ],
        indices: [
          index('messages', ['application_id', 'id']),
          index('messages', ['recipient_id', 'seen_at']),
          index('messages', ['sender_id']),
          index('messages', ['seen_at', 'nudged_at', 'created_at']),
        ],
        foreignKeys: [
          fk('messages', 'application_id', 'jobapplication', 'CASCADE'),
          fk('messages', 'sender_id', 'users', 'CASCADE'),
          fk('messages', 'recipient_id', 'users', 'CASCADE'),
        ],
      }),
    );
    await create(
      new Table({
        name: 'message_blocks',
        columns: [id(), int('blocker_id', { isNullable: false }), int('blocked_id', { isNullable: false }), createdAt()],
        uniques: [unique('message_blocks', ['blocker_id', 'blocked_id'])],
        indices: [index('message_blocks', ['blocked_id'])],
        foreignKeys: [fk('message_blocks', 'blocker_id', 'users', 'CASCADE'), fk('message_blocks', 'blocked_id', 'users', 'CASCADE')],
      }),
    );
    await create(
      new Table({
        name: 'message_reports',
        columns: [
          id(),
          int('message_id', { isNullable: false }),
          int('reporter_id', { isNullable: false }),
          varchar('reason', 500),
          varchar('status', 10, { isNullable: false, default: "'open'" }),
          int('resolved_by'),
          datetime('resolved_at'),
          varchar('resolution_note', 500),
          createdAt(),
        ],
        uniques: [unique('message_reports', ['message_id', 'reporter_id'])],
        indices: [
          index('message_reports', ['status', 'created_at']),
          index('message_reports', ['reporter_id']),
          index('message_reports', ['resolved_by']),
        ],
        foreignKeys: [
          fk('message_reports', 'message_id', 'messages', 'CASCADE'),
          fk('message_reports', 'reporter_id', 'users', 'CASCADE'),
          fk('message_reports', 'resolved_by', 'users', 'SET NULL'),
        ],
      }),
    );
    await create(
      new Table({
        name: 'saved_searches',
        columns: [
          id(),
          int('user_id', { isNullable: false }),
          varchar('name', 100, { isNullable: false }),
          varchar('query', 1000, { isNullable: false, default: "''" }),
          varchar('token', 64, { isNullable: false }),
          { name: 'sms_enabled', type: 'boolean', isNullable: false, default: true },
          int('last_listing_id', { isNullable: false, default: 0 }),
          int('pending_count', { isNullable: false, default: 0 }),
          int('match_count', { isNullable: false, default: 0 }),
          datetime('last_matched_at'),
          datetime('last_digest_at'),
          createdAt(),
        ],
        uniques: [unique('saved_searches', ['token'])],
        indices: [index('saved_searches', ['user_id'])],
        foreignKeys: [fk('saved_searches', 'user_id', 'users', 'CASCADE')],
      }),
    );
    await create(
      new Table({
        name: 'alert_log',
        columns: [
          id(),
          varchar('kind', 10, { isNullable: false }),
          int('user_id', { isNullable: false }),
          int('application_id'),
          int('saved_search_id'),
          int('items', { isNullable: false, default: 1 }),
          varchar('channel', 10, { isNullable: false, default: "'sms'" }),
          createdAt(),
        ],
        indices: [
          index('alert_log', ['user_id', 'created_at']),
          index('alert_log', ['application_id', 'created_at']),
          index('alert_log', ['saved_search_id', 'created_at']),
          index('alert_log', ['kind', 'created_at']),
        ],
        foreignKeys: [
          fk('alert_log', 'user_id', 'users', 'CASCADE'),
          fk('alert_log', 'application_id', 'jobapplication', 'CASCADE'),
          fk('alert_log', 'saved_search_id', 'saved_searches', 'SET NULL'),
        ],
      }),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['alert_log', 'saved_searches', 'message_reports', 'message_blocks', 'messages']) {
      await queryRunner.dropTable(table, true, true, true);
    }
  }
}
