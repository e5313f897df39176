import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { datetime, varchar } from './schema-builders';

/** The signed links already opened, so each works once (docs/whatsapp.md "Links instead of secrets"). */
export class SignedLinkUses1735830000000 implements MigrationInterface {
  name = 'SignedLinkUses1735830000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'signed_link_uses',
        columns: [varchar('digest', 64, { isNullable: false, isPrimary: true }), datetime('expires_at', { isNullable: false }), datetime('used_at', { isNullable: false })],
      }),
      false,
      true,
      true,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('signed_link_uses', true, true, true);
  }
}
