import { MigrationInterface, QueryRunner } from 'typeorm';
import { index } from './schema-builders';

/**
 * Composite indexes for the shapes the benchmarks showed to be slow (docs/performance.md):
 * the back office's "category, sorted by amount" page and the job search's filtered
 * newest-first pages and radius test, each answered from one index range.
 */
const LISTING_INDEXES = [
  ['category_id', 'status', 'deleted_at', 'min_amount'],
  ['status', 'category_id', 'created_at'],
  ['status', 'state', 'created_at'],
  ['status', 'latitude', 'longitude'],
];

export class ListingSearchIndexes1732100000000 implements MigrationInterface {
  name = 'ListingSearchIndexes1732100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndices(
      'listings',
      LISTING_INDEXES.map((columns) => index('listings', columns)),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndices(
      'listings',
      LISTING_INDEXES.map((columns) => index('listings', columns)),
    );
  }
}
