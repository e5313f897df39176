import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { datetime, index } from './schema-builders';

/**
 * The right to erasure (docs/privacy.md "Deleting an account"): when a confirmed deletion falls due
 * (`erase_after`, the end of the grace period; the erasure task looks it up by index) and when the
 * personal fields were erased (`erased_at`).
 */
export class AccountErasure1735520000000 implements MigrationInterface {
  name = 'AccountErasure1735520000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('users', [new TableColumn(datetime('erase_after')), new TableColumn(datetime('erased_at'))]);
    await queryRunner.createIndex('users', index('users', ['erase_after']));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('users', index('users', ['erase_after']));
    await queryRunner.dropColumns('users', ['erase_after', 'erased_at']);
  }
}
