import { MigrationInterface, QueryRunner } from 'typeorm';
import { index } from './schema-builders';

/**
 * The back office's users list sorts by name, alone or within a user type (its always-on filter):
 * without these, each such page sorts every user (the lists at a million rows,
 * docs/performance.md). Other sorts the list offers are served by existing indexes (id, email,
 * phone, user_type + created_at, status, role_id).
 */
const USER_INDEXES = [['name'], ['user_type', 'name']];

export class AdminListSorts1732900000000 implements MigrationInterface {
  name = 'AdminListSorts1732900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createIndices('users', USER_INDEXES.map((columns) => index('users', columns)));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndices('users', USER_INDEXES.map((columns) => index('users', columns)));
  }
}
