import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { int, varchar } from './schema-builders';

/**
 * Exact counters for the back office's big lists and the job search's default view (
 * decision 0012): `row_counts` holds, per table, the number of live rows (`*`) and the number per
 * value of each counted column. Triggers keep it in step inside the writing transaction, so a
 * total read from it is exact at once, whichever process or raw SQL wrote the row.
 *
 * Each writer adds to its own slot (MySQL/MariaDB: the connection id modulo SLOTS) and a reader
 * sums the slots: two transactions counting the same status lock different rows, so the counter
 * never becomes one hot row that every application's insert waits for. SQLite has one writer at
 * a time and uses slot 0.
 *
 * "Live" is "not soft-deleted" for listings (the lists and the search hide deleted ones) and every
 * row for the other two. A NULL value is not counted under its column (no filter asks for it).
 */
const SLOTS = 64;

interface CountedTable {
  table: string;
  columns: string[];
  softDelete: boolean;
}

/** Frozen here as this migration made them; a later change of what is counted is a new migration. */
const COUNTED: CountedTable[] = [
  { table: 'listings', columns: ['status'], softDelete: true },
  { table: 'jobapplication', columns: ['status'], softDelete: false },
  { table: 'users', columns: ['user_type', 'status'], softDelete: false },
];

type Dialect = 'mysql' | 'sqlite';

const triggerName = (table: string, event: string) => `row_counts_${table}_${event}`;

/** One statement adding `delta` to `(table, column, value)` in this writer's slot. */
function bump(dialect: Dialect, table: string, column: string, value: string, delta: 1 | -1, when: string): string {
  const sign = delta > 0 ? '+' : '-';
  if (dialect === 'mysql') {
    const insert =
      `INSERT INTO row_counts (table_name, column_name, value, slot, n) VALUES ('${table}', '${column}', ${value}, CONNECTION_ID() % ${SLOTS}, ${delta})` +
      ` ON DUPLICATE KEY UPDATE n = n ${sign} 1;`;
    return `IF ${when} THEN ${insert} END IF;`;
  }
  // SQLite: no IF in triggers; the WHERE of an INSERT ... SELECT carries the condition (and lets the
  // parser tell the upsert's ON CONFLICT from a join's ON).
  return (
    `INSERT INTO row_counts (table_name, column_name, value, slot, n) SELECT '${table}', '${column}', ${value}, 0, ${delta} WHERE ${when}` +
    ` ON CONFLICT (table_name, column_name, value, slot) DO UPDATE SET n = n ${sign} 1;`
  );
}

/** The statements moving one row (OLD or NEW) in or out of every count of its table. */
function rowStatements(dialect: Dialect, counted: CountedTable, row: 'OLD' | 'NEW', delta: 1 | -1, when: string): string[] {
  const live = counted.softDelete ? `${row}.deleted_at IS NULL` : null;
  const and = (...conditions: (string | null)[]) => conditions.filter(Boolean).join(' AND ') || '1 = 1';
  return [
    bump(dialect, counted.table, '*', "''", delta, and(when, live)),
    ...counted.columns.map((column) => bump(dialect, counted.table, column, `${row}.${column}`, delta, and(when, live, `${row}.${column} IS NOT NULL`))),
  ];
}

function triggers(dialect: Dialect, counted: CountedTable): string[] {
  const body = (statements: string[]) => `BEGIN\n  ${statements.join('\n  ')}\nEND`;
  // An update moves the row only when a counted column or its liveness changed.
  const same = (a: string, b: string) => (dialect === 'mysql' ? `${a} <=> ${b}` : `${a} IS ${b}`);
  const watched = (row: 'OLD' | 'NEW') => [
    ...counted.columns.map((column) => `${row}.${column}`),
    ...(counted.softDelete ? [`(${row}.deleted_at IS NULL)`] : []),
  ];
  const newValues = watched('NEW');
  const changed = watched('OLD')
    .map((old, index) => `NOT (${same(old, newValues[index])})`)
    .join(' OR ');
  const { table } = counted;
  return [
    `CREATE TRIGGER ${triggerName(table, 'insert')} AFTER INSERT ON ${table} FOR EACH ROW ${body(rowStatements(dialect, counted, 'NEW', 1, '1 = 1'))}`,
    `CREATE TRIGGER ${triggerName(table, 'update')} AFTER UPDATE ON ${table} FOR EACH ROW ${body([
      ...rowStatements(dialect, counted, 'OLD', -1, `(${changed})`),
      ...rowStatements(dialect, counted, 'NEW', 1, `(${changed})`),
    ])}`,
    `CREATE TRIGGER ${triggerName(table, 'delete')} AFTER DELETE ON ${table} FOR EACH ROW ${body(rowStatements(dialect, counted, 'OLD', -1, '1 = 1'))}`,
  ];
}

export class RowCounts1733100000000 implements MigrationInterface {
  name = 'RowCounts1733100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const dialect: Dialect = queryRunner.connection.options.type === 'mysql' ? 'mysql' : 'sqlite';
    const key = { isNullable: false, isPrimary: true };
    await queryRunner.createTable(
      new Table({
        name: 'row_counts',
        columns: [
          varchar('table_name', 64, key),
          varchar('column_name', 64, key),
          varchar('value', 64, key),
          int('slot', key),
          { name: 'n', type: 'bigint', isNullable: false },
        ],
      }),
    );
    for (const counted of COUNTED) {
      const live = counted.softDelete ? 'WHERE deleted_at IS NULL' : '';
      await queryRunner.query(
        `INSERT INTO row_counts (table_name, column_name, value, slot, n) SELECT '${counted.table}', '*', '', 0, COUNT(*) FROM ${counted.table} ${live}`,
      );
      for (const column of counted.columns) {
        await queryRunner.query(
          `INSERT INTO row_counts (table_name, column_name, value, slot, n)
           SELECT '${counted.table}', '${column}', ${column}, 0, COUNT(*) FROM ${counted.table}
           WHERE ${column} IS NOT NULL ${counted.softDelete ? 'AND deleted_at IS NULL' : ''} GROUP BY ${column}`,
        );
      }
      for (const statement of triggers(dialect, counted)) await queryRunner.query(statement);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const { table } of COUNTED) {
      for (const event of ['insert', 'update', 'delete']) await queryRunner.query(`DROP TRIGGER IF EXISTS ${triggerName(table, event)}`);
    }
    await queryRunner.query('DROP TABLE IF EXISTS row_counts');
  }
}
