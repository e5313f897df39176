import { MigrationInterface, QueryRunner, TableColumn } from 'typeorm';
import { datetime, index } from './schema-builders';

/**
 * "Roster first" (docs/roster.md): a job offered to the employer's favourites first is an
 * unpublished draft with `public_from`, the time the opening task publishes it. The task reads
 * the few such drafts by `public_from`; the public set (status open) is untouched.
 */
export class RosterFirst1735780000000 implements MigrationInterface {
  name = 'RosterFirst1735780000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'mysql') {
      await queryRunner.addColumn('listings', new TableColumn(datetime('public_from')));
    } else {
      // SQLite: a plain ADD COLUMN; the Table API would rebuild the table and lose its triggers (decision 0003).
      await queryRunner.query('ALTER TABLE "listings" ADD COLUMN "public_from" datetime NULL');
    }
    await queryRunner.createIndex('listings', index('listings', ['public_from']));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('listings', index('listings', ['public_from']).name!);
    await queryRunner.dropColumn('listings', 'public_from');
  }
}
