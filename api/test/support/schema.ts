import type { DataSource } from 'typeorm';

export interface TableShape {
  columns: string[];
  /** Column sets with a unique constraint or unique index (primary keys excluded). */
  uniques: string[];
  /** Column lists of plain (non-unique, non-fulltext) indexes. */
  indexes: string[];
  /** `column -> table` */
  foreignKeys: string[];
}

/**
 * This database's own tables. TypeORM's getTables() without names reads every schema on the
 * server, which races with another jest worker creating or dropping its database meanwhile.
 */
async function ownTableNames(dataSource: DataSource): Promise<string[]> {
  const rows: { name: string }[] =
    dataSource.options.type === 'mysql'
      ? await dataSource.query('SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()')
      : await dataSource.query("SELECT name FROM sqlite_master WHERE type = 'table'");
  // SQLite's own sqlite_* tables are not the schema's.
  return rows.map((row) => row.name).filter((name) => !name.startsWith('sqlite_'));
}

/** The schema as both drivers report it, normalised so SQLite and MariaDB compare equal. */
export async function describeSchema(dataSource: DataSource): Promise<Record<string, TableShape>> {
  const runner = dataSource.createQueryRunner();
  try {
    const tables = await runner.getTables(await ownTableNames(dataSource));
    const shape: Record<string, TableShape> = {};
    for (const table of tables) {
      // Each dialect's text-search helper (decisions 0003, 0012): SQLite's FTS5 tables, MySQL's open-listings text and its terms.
      if (table.name === 'migrations' || table.name.startsWith('listings_fts') || table.name === 'listings_open_text' || table.name === 'listing_open_terms' || table.name === 'typeorm_metadata') continue;
      const uniqueSets = new Set<string>();
      for (const unique of table.uniques) uniqueSets.add(unique.columnNames.join(','));
      for (const index of table.indices) if (index.isUnique) uniqueSets.add(index.columnNames.join(','));
      const fkColumns = new Set(table.foreignKeys.map((fk) => [...new Set(fk.columnNames)].join(',')));
      const indexes = table.indices
        .filter((index) => !index.isUnique && !index.isFulltext && !index.isSpatial)
        // MySQL adds an index for a foreign key only when none covers it; ours are explicit.
        .filter((index) => !(index.name?.startsWith('FK_') && fkColumns.has(index.columnNames.join(','))))
        .map((index) => index.columnNames.join(','));
      shape[table.name] = {
        columns: table.columns.map((column) => column.name).sort(),
        uniques: [...uniqueSets].sort(),
        indexes: [...new Set(indexes)].sort(),
        foreignKeys: table.foreignKeys
          // TypeORM's MySQL reader repeats a key's column once per referenced column: dedupe.
          .map((fk) => `${[...new Set(fk.columnNames)].join(',')} -> ${fk.referencedTableName}`)
          .sort(),
      };
    }
    return shape;
  } finally {
    await runner.release();
  }
}
