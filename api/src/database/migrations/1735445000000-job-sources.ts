import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { date, foreignKey, index, int, varchar } from './schema-builders';

/**
 * Where job pages' visitors come from (docs/seo-and-feeds.md): one row per job, day (UTC) and
 * source, its counters raised by one upsert each. And the sitemap's and feeds' walk over the open
 * jobs by id, answered from the index (status, id, then what the walk tests and returns).
 */
const WALK = ['status', 'id', 'expires_at', 'updated_at'];

export class JobSources1735445000000 implements MigrationInterface {
  name = 'JobSources1735445000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'listing_source_counts',
        columns: [
          int('listing_id', { isNullable: false, isPrimary: true }),
          { ...date('day'), isNullable: false, isPrimary: true },
          varchar('source', 12, { isNullable: false, isPrimary: true }),
          int('views', { isNullable: false, default: 0 }),
          int('shares', { isNullable: false, default: 0 }),
          int('applications', { isNullable: false, default: 0 }),
        ],
        indices: [index('listing_source_counts', ['day', 'source'])],
        foreignKeys: [foreignKey('listing_source_counts', 'listing_id', 'listings', 'CASCADE')],
      }),
    );
    await queryRunner.createIndex('listings', index('listings', WALK));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('listings', index('listings', WALK));
    await queryRunner.dropTable('listing_source_counts');
  }
}
