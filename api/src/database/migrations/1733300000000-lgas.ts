import { MigrationInterface, QueryRunner, Table, TableColumn } from 'typeorm';
import { backfillLgaIds, ensureLgas } from '../../locations/lga-rows';
import { coordinate, foreignKey, index, int, unique, varchar } from './schema-builders';

/** Tables that get their LGA from their point, and what a removed LGA does to them. */
const LOCATED = [
  { table: 'listings', onDelete: 'RESTRICT' },
  { table: 'profiles', onDelete: 'RESTRICT' },
  // The place a USSD session searched near: the caller's last place (docs/ussd.md).
  { table: 'ussd_sessions', onDelete: 'SET NULL' },
] as const;

/** The job search's LGA filter walks this in its newest-first order, like the state's index. */
const LISTING_LGA_SEARCH = ['status', 'lga_id', 'created_at', 'id', 'expires_at'];

/**
 * Nigeria's 774 local government areas (docs/places.md): the `lgas` lookup, and `lga_id` on
 * listings, profiles and USSD sessions. On a database that already has the states (one seeded
 * before), the LGAs are inserted and every listing and profile with coordinates gets its LGA
 * here; a fresh database gets them from the seed.
 */
export class Lgas1733300000000 implements MigrationInterface {
  name = 'Lgas1733300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'lgas',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true },
          int('state_id', { isNullable: false }),
          varchar('name', 100, { isNullable: false }),
          { ...coordinate('latitude'), isNullable: false },
          { ...coordinate('longitude'), isNullable: false },
          varchar('aliases', 255),
        ],
        uniques: [unique('lgas', ['state_id', 'name'])],
        foreignKeys: [foreignKey('lgas', 'state_id', 'states')],
      }),
      false,
      true,
      true,
    );
    for (const { table, onDelete } of LOCATED) {
      if (queryRunner.connection.options.type === 'mysql') {
        await queryRunner.addColumn(table, new TableColumn(int('lga_id')));
        await queryRunner.createIndex(table, index(table, ['lga_id']));
        await queryRunner.createForeignKey(table, foreignKey(table, 'lga_id', 'lgas', onDelete));
      } else {
        // SQLite: a plain ADD COLUMN (the Table API would rebuild the table and lose the listings'
        // FTS5 and counter triggers, decision 0003).
        await queryRunner.query(`ALTER TABLE "${table}" ADD COLUMN "lga_id" integer NULL REFERENCES "lgas" ("id") ON DELETE ${onDelete}`);
        await queryRunner.createIndex(table, index(table, ['lga_id']));
      }
    }
    await queryRunner.createIndex('listings', index('listings', LISTING_LGA_SEARCH));
    if ((await ensureLgas(queryRunner.manager)) > 0) {
      await backfillLgaIds(queryRunner.manager, 'listings');
      await backfillLgaIds(queryRunner.manager, 'profiles');
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('listings', index('listings', LISTING_LGA_SEARCH).name!);
    for (const { table } of [...LOCATED].reverse()) {
      if (queryRunner.connection.options.type === 'mysql') await queryRunner.dropForeignKey(table, `FK_${table}_lga_id`);
      await queryRunner.dropIndex(table, index(table, ['lga_id']).name!);
      await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN lga_id`);
    }
    await queryRunner.dropTable('lgas', true, true, true);
  }
}
