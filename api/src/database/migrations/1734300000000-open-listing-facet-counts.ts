import { MigrationInterface, QueryRunner } from 'typeorm';
import { openFacetCounter } from '../../common/row-counts';

/**
 * Exact counts of the open listings per category, job type and state (docs/search.md "The answer:
 * `facets`"), kept in `row_counts` (migration 1733100000000) under the column names
 * `open:category_id`, `open:job_type` and `open:state`. The jobs page as first opened (every open
 * listing) shows its filters' counts from them instead of grouping every open listing: a constant
 * cost where the engine's GROUP BY grew with the open set (18-40 ms at 600,000; docs/performance.md).
 *
 * "Open" is the search engine's membership, `status = 'open' AND deleted_at IS NULL`; the reader
 * subtracts the open listings already past `expires_at` that the expiry task has not closed yet.
 * Triggers keep the counts inside the writing transaction, each writer in its own slot (the
 * connection id modulo 64 on MySQL/MariaDB; SQLite has one writer and uses slot 0), as the
 * counters before them do. A NULL value is not counted.
 */
/** The facets (JOB_FACETS), frozen as this migration counts them: another column is a new migration. */
const OPEN_FACET_COLUMNS = ['category_id', 'job_type', 'state'] as const;

const SLOTS = 64;
const TRIGGERS = ['open_facets_listings_insert', 'open_facets_listings_update', 'open_facets_listings_delete'];

type Dialect = 'mysql' | 'sqlite';

const isOpen = (row: 'NEW' | 'OLD') => `(${row}.status = 'open' AND ${row}.deleted_at IS NULL)`;

/** One statement adding `delta` to the count of `row`'s value of `column`, when `when` holds. */
function bump(dialect: Dialect, row: 'NEW' | 'OLD', column: string, delta: 1 | -1, when: string): string {
  const condition = `${when} AND ${row}.${column} IS NOT NULL`;
  const sign = delta > 0 ? '+' : '-';
  if (dialect === 'mysql') {
    return (
      `IF ${condition} THEN INSERT INTO row_counts (table_name, column_name, value, slot, n)` +
      ` VALUES ('listings', '${openFacetCounter(column)}', ${row}.${column}, CONNECTION_ID() % ${SLOTS}, ${delta})` +
      ` ON DUPLICATE KEY UPDATE n = n ${sign} 1; END IF;`
    );
  }
  return (
    `INSERT INTO row_counts (table_name, column_name, value, slot, n) SELECT 'listings', '${openFacetCounter(column)}', ${row}.${column}, 0, ${delta}` +
    ` WHERE ${condition} ON CONFLICT (table_name, column_name, value, slot) DO UPDATE SET n = n ${sign} 1;`
  );
}

function triggers(dialect: Dialect): string[] {
  const body = (statements: string[]) => `BEGIN\n  ${statements.join('\n  ')}\nEND`;
  const same = (a: string, b: string) => (dialect === 'mysql' ? `${a} <=> ${b}` : `${a} IS ${b}`);
  const each = (row: 'NEW' | 'OLD', delta: 1 | -1, when: string) => OPEN_FACET_COLUMNS.map((column) => bump(dialect, row, column, delta, when));
  // An update moves the row when its membership or one of its values changed.
  const changed = [`NOT (${same(isOpen('OLD'), isOpen('NEW'))})`, ...OPEN_FACET_COLUMNS.map((column) => `NOT (${same(`OLD.${column}`, `NEW.${column}`)})`)].join(' OR ');
  return [
    `CREATE TRIGGER ${TRIGGERS[0]} AFTER INSERT ON listings FOR EACH ROW ${body(each('NEW', 1, isOpen('NEW')))}`,
    `CREATE TRIGGER ${TRIGGERS[1]} AFTER UPDATE ON listings FOR EACH ROW ${body([
      ...each('OLD', -1, `${isOpen('OLD')} AND (${changed})`),
      ...each('NEW', 1, `${isOpen('NEW')} AND (${changed})`),
    ])}`,
    `CREATE TRIGGER ${TRIGGERS[2]} AFTER DELETE ON listings FOR EACH ROW ${body(each('OLD', -1, isOpen('OLD')))}`,
  ];
}

export class OpenListingFacetCounts1734300000000 implements MigrationInterface {
  name = 'OpenListingFacetCounts1734300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const dialect: Dialect = queryRunner.connection.options.type === 'mysql' ? 'mysql' : 'sqlite';
    for (const column of OPEN_FACET_COLUMNS) {
      await queryRunner.query(
        `INSERT INTO row_counts (table_name, column_name, value, slot, n)
         SELECT 'listings', '${openFacetCounter(column)}', ${column}, 0, COUNT(*) FROM listings
         WHERE status = 'open' AND deleted_at IS NULL AND ${column} IS NOT NULL GROUP BY ${column}`,
      );
    }
    for (const statement of triggers(dialect)) await queryRunner.query(statement);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const name of TRIGGERS) await queryRunner.query(`DROP TRIGGER IF EXISTS ${name}`);
    await queryRunner.query(`DELETE FROM row_counts WHERE table_name = 'listings' AND column_name LIKE 'open:%'`);
  }
}
