import { MigrationInterface, QueryRunner } from 'typeorm';
import { addColumnsInPlace, text, varchar } from './schema-builders';

/**
 * Notifications by key (docs/i18n.md "Notifications by key"): a system notice keeps its catalogue
 * key and values, rendered in the reader's language when listed, and the site path it opens.
 * `title` and `message` stay filled in the recipient's language at write time: they are what rows
 * without a key (custom messages, older rows) show, and what the back office reads.
 */
export class NotificationsByKey1734150000000 implements MigrationInterface {
  name = 'NotificationsByKey1734150000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // In place on SQLite, where TypeORM's addColumns would copy the whole table.
    await addColumnsInPlace(queryRunner, 'notifications', [
      varchar('message_key', 60),
      text('params'),
      varchar('link', 1024),
    ]);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['link', 'params', 'message_key']) {
      if (queryRunner.connection.options.type === 'mysql') await queryRunner.dropColumn('notifications', column);
      else await queryRunner.query(`ALTER TABLE "notifications" DROP COLUMN "${column}"`);
    }
  }
}
