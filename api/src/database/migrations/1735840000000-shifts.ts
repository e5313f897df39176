import { MigrationInterface, QueryRunner, TableColumn, TableForeignKey } from 'typeorm';
import { index } from './schema-builders';

/**
 * Several days in one job (docs/shifts.md): a shift is a listing of its own under the job's
 * listing (`parent_listing_id`), never published, so each shift is its own hire unit.
 */
export class Shifts1735840000000 implements MigrationInterface {
  name = 'Shifts1735840000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'mysql') {
      await queryRunner.addColumn('listings', new TableColumn({ name: 'parent_listing_id', type: 'int', isNullable: true }));
      await queryRunner.createForeignKey(
        'listings',
        new TableForeignKey({ columnNames: ['parent_listing_id'], referencedTableName: 'listings', referencedColumnNames: ['id'], onDelete: 'RESTRICT' }),
      );
    } else {
      // In place: the Table API would rebuild the table and drop its triggers. SQLite accepts a
      // reference on an added column whose default is NULL.
      await queryRunner.query('ALTER TABLE "listings" ADD COLUMN "parent_listing_id" int NULL REFERENCES "listings" ("id") ON DELETE RESTRICT');
    }
    await queryRunner.createIndex('listings', index('listings', ['parent_listing_id']));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const table = await queryRunner.getTable('listings');
    const fk = table?.foreignKeys.find((key) => key.columnNames.includes('parent_listing_id'));
    if (fk) await queryRunner.dropForeignKey('listings', fk);
    const idx = table?.indices.find((i) => i.columnNames.length === 1 && i.columnNames[0] === 'parent_listing_id');
    if (idx) await queryRunner.dropIndex('listings', idx);
    await queryRunner.dropColumn('listings', 'parent_listing_id');
  }
}
