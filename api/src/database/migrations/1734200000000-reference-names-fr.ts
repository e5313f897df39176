import { MigrationInterface, QueryRunner } from 'typeorm';
import { CATEGORY_NAMES_FR, INDUSTRY_NAMES_FR, JOB_TYPE_NAMES_FR, SKILL_NAMES_FR, stateNameFr } from '../../seed/french-names';
import { NIGERIAN_STATES } from '../../locations/nigerian-states';
import { addColumnsInPlace, varchar } from './schema-builders';

/** Each reference table, its English name column and the French one added beside it. */
const TABLES = [
  { table: 'categories', name: 'category_name', french: 'category_name_fr', names: CATEGORY_NAMES_FR },
  { table: 'industries', name: 'name', french: 'name_fr', names: INDUSTRY_NAMES_FR },
  { table: 'jobtypes', name: 'name', french: 'name_fr', names: JOB_TYPE_NAMES_FR },
  { table: 'skills', name: 'name', french: 'name_fr', names: SKILL_NAMES_FR },
  { table: 'states', name: 'name', french: 'name_fr', names: Object.fromEntries(NIGERIAN_STATES.map((state) => [state.name, stateNameFr(state.name)])) },
] as const;

/** The French names of the default rows that have none yet (a name an admin wrote is kept). */
export async function fillFrenchNames(queryRunner: QueryRunner): Promise<void> {
  const quote = (column: string) => queryRunner.connection.driver.escape(column);
  for (const { table, name, french, names } of TABLES) {
    for (const [english, translated] of Object.entries(names)) {
      await queryRunner.query(`UPDATE ${quote(table)} SET ${quote(french)} = ? WHERE ${quote(name)} = ? AND ${quote(french)} IS NULL`, [translated, english]);
    }
  }
}

/**
 * Reference data in French (docs/i18n.md): a nullable French name on categories, industries, job
 * types, skills and states (LGAs are proper nouns and keep theirs). Rows a seed wrote before get
 * their French name here; a fresh database gets them from the seed. Null answers the English name.
 */
export class ReferenceNamesFr1734200000000 implements MigrationInterface {
  name = 'ReferenceNamesFr1734200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const { table, french } of TABLES) await addColumnsInPlace(queryRunner, table, [varchar(french, 100)]);
    await fillFrenchNames(queryRunner);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const { table, french } of [...TABLES].reverse()) await queryRunner.query(`ALTER TABLE ${table} DROP COLUMN ${french}`);
  }
}
