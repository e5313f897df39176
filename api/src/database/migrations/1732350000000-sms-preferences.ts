import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { bool } from './schema-builders';

/**
 * The user's SMS preferences: unread-message nudges and saved-search job alerts. Both default on;
 * the site's account page and the USSD menu turn them off.
 */
export class SmsPreferences1732350000000 implements MigrationInterface {
  name = 'SmsPreferences1732350000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('users', [
      new TableColumn(bool('sms_message_nudges', true)),
      new TableColumn(bool('sms_job_alerts', true)),
    ]);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('users', 'sms_job_alerts');
    await queryRunner.dropColumn('users', 'sms_message_nudges');
  }
}
