import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { createdAt, foreignKey as fk, id, index, int, unique } from './schema-builders';

/**
 * Favourites, blocks and hidden employers (docs/roster.md). Each pair once (unique); the search
 * reads blocks and hidden employers by freelancer_id, so each has an index leading with it.
 */
export class Roster1735600000000 implements MigrationInterface {
  name = 'Roster1735600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'favourites',
        columns: [id(), int('employer_id', { isNullable: false }), int('freelancer_id', { isNullable: false }), createdAt()],
        uniques: [unique('favourites', ['employer_id', 'freelancer_id'])],
        indices: [index('favourites', ['freelancer_id'])],
        foreignKeys: [fk('favourites', 'employer_id', 'users', 'CASCADE'), fk('favourites', 'freelancer_id', 'users', 'CASCADE')],
      }),
      false,
      true,
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'employer_blocks',
        columns: [id(), int('employer_id', { isNullable: false }), int('freelancer_id', { isNullable: false }), createdAt()],
        uniques: [unique('employer_blocks', ['employer_id', 'freelancer_id'])],
        indices: [index('employer_blocks', ['freelancer_id'])],
        foreignKeys: [fk('employer_blocks', 'employer_id', 'users', 'CASCADE'), fk('employer_blocks', 'freelancer_id', 'users', 'CASCADE')],
      }),
      false,
      true,
      true,
    );
    await queryRunner.createTable(
      new Table({
        name: 'hidden_employers',
        columns: [id(), int('freelancer_id', { isNullable: false }), int('employer_id', { isNullable: false }), createdAt()],
        uniques: [unique('hidden_employers', ['freelancer_id', 'employer_id'])],
        indices: [index('hidden_employers', ['employer_id'])],
        foreignKeys: [fk('hidden_employers', 'freelancer_id', 'users', 'CASCADE'), fk('hidden_employers', 'employer_id', 'users', 'CASCADE')],
      }),
      false,
      true,
      true,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('hidden_employers');
    await queryRunner.dropTable('employer_blocks');
    await queryRunner.dropTable('favourites');
  }
}
