import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { bool, createdAt, datetime, foreignKey as fk, id, index, int, money, updatedAt, varchar } from './schema-builders';

/**
 * "Book again" offers (docs/roster.md): a job offered to one freelancer. The expiry task reads
 * pending offers by `expires_at` (status + expires_at); each side lists its own.
 */
export class Offers1735750000000 implements MigrationInterface {
  name = 'Offers1735750000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'offers',
        columns: [
          id(),
          int('listing_id', { isNullable: false }),
          int('employer_id', { isNullable: false }),
          int('freelancer_id', { isNullable: false }),
          money('amount', { isNullable: false }),
          bool('open_if_declined'),
          varchar('status', 10, { isNullable: false, default: "'pending'" }),
          datetime('expires_at', { isNullable: false }),
          datetime('answered_at'),
          int('application_id'),
          createdAt(),
          updatedAt(),
        ],
        indices: [
          index('offers', ['listing_id']),
          index('offers', ['employer_id']),
          index('offers', ['freelancer_id']),
          index('offers', ['application_id']),
          index('offers', ['status', 'expires_at']),
        ],
        foreignKeys: [
          fk('offers', 'listing_id', 'listings', 'CASCADE'),
          fk('offers', 'employer_id', 'users', 'CASCADE'),
          fk('offers', 'freelancer_id', 'users', 'CASCADE'),
          fk('offers', 'application_id', 'jobapplication', 'SET NULL'),
        ],
      }),
      false,
      true,
      true,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('offers');
  }
}
