import { MigrationInterface, QueryRunner } from 'typeorm';
import { index } from './schema-builders';

/**
 * The job search's amount orders without text (docs/performance.md, "Search after the
 * understanding step: what cost"): "lowest pay first" and "highest pay first" over every open
 * listing, with or without an amount filter. Without these, MariaDB walked `min_amount`'s own index
 * over every listing (closed ones included) and read each row to test status, expiry and the other
 * amount: 150 ms for page 100 at 300,000 listings, growing with the table. Led by `status` and
 * ending in `expires_at` like the search's other indexes (migration 1732500000000), with `id` for
 * the tie-break and the other amount so its filter is answered inside the index too: the page is
 * found from the index alone.
 */
const ADDED = [
  ['status', 'min_amount', 'id', 'max_amount', 'expires_at'],
  ['status', 'max_amount', 'id', 'min_amount', 'expires_at'],
];

export class AmountSortIndexes1735300000000 implements MigrationInterface {
  name = 'AmountSortIndexes1735300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndices('listings', ADDED.map((columns) => index('listings', columns)));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndices('listings', ADDED.map((columns) => index('listings', columns)));
  }
}
