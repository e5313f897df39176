import { MigrationInterface, QueryRunner } from 'typeorm';
import { addColumnsInPlace, datetime, index } from './schema-builders';

/**
 * The right to erasure (docs/privacy.md "Deleting an account"): when a confirmed deletion falls due
 * (`erase_after`, the end of the grace period; the erasure task looks it up by index) and when the
 * personal fields were erased (`erased_at`).
 */
export class AccountErasure1735520000000 implements MigrationInterface {
  name = 'AccountErasure1735520000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // In place on SQLite: TypeORM's addColumns would copy the table and lose its row-count triggers.
    await addColumnsInPlace(queryRunner, 'users', [datetime('erase_after'), datetime('erased_at')]);
    await queryRunner.createIndex('users', index('users', ['erase_after']));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('users', index('users', ['erase_after']));
    for (const column of ['erased_at', 'erase_after']) {
      if (queryRunner.connection.options.type === 'mysql') await queryRunner.dropColumn('users', column);
      else await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "${column}"`);
    }
  }
}
