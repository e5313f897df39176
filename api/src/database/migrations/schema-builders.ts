import { QueryRunner, TableColumn, TableColumnOptions, TableForeignKey, TableIndex, TableUnique } from 'typeorm';

/** Small builders for the portable QueryRunner Table API, so each table reads like its entity. */
export const id = (): TableColumnOptions => ({
  name: 'id',
  // 'integer' because SQLite allows AUTOINCREMENT only on INTEGER PRIMARY KEY; MySQL reads it as INT.
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});

type Extra = Partial<TableColumnOptions>;

export const varchar = (name: string, length: number, extra: Extra = {}): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: true,
  ...extra,
});

export const text = (name: string, extra: Extra = {}): TableColumnOptions => ({
  name,
  type: 'text',
  isNullable: true,
  ...extra,
});

export const int = (name: string, extra: Extra = {}): TableColumnOptions => ({
  name,
  type: 'int',
  isNullable: true,
  ...extra,
});

export const bool = (name: string, defaultValue = false): TableColumnOptions => ({
  name,
  type: 'boolean',
  isNullable: false,
  default: defaultValue,
});

export const decimal = (name: string, precision: number, scale: number, extra: Extra = {}): TableColumnOptions => ({
  name,
  type: 'decimal',
  precision,
  scale,
  isNullable: true,
  ...extra,
});

export const money = (name: string, extra: Extra = {}) => decimal(name, 12, 2, extra);
export const coordinate = (name: string) => decimal(name, 10, 7);

export const datetime = (name: string, extra: Extra = {}): TableColumnOptions => ({
  name,
  type: 'datetime',
  isNullable: true,
  ...extra,
});

export const date = (name: string): TableColumnOptions => ({ name, type: 'date', isNullable: true });

export const createdAt = (): TableColumnOptions => ({
  name: 'created_at',
  type: 'datetime',
  isNullable: false,
  default: 'CURRENT_TIMESTAMP',
});

export const updatedAt = (): TableColumnOptions => ({
  name: 'updated_at',
  type: 'datetime',
  isNullable: false,
  default: 'CURRENT_TIMESTAMP',
});

export const timestamps = () => [createdAt(), updatedAt()];

export type OnDelete = 'RESTRICT' | 'CASCADE' | 'SET NULL';

/** A foreign key named FK_<table>_<column>. */
export const foreignKey = (
  table: string,
  column: string,
  referencedTable: string,
  onDelete: OnDelete = 'RESTRICT',
): TableForeignKey =>
  new TableForeignKey({
    name: `FK_${table}_${column}`,
    columnNames: [column],
    referencedTableName: referencedTable,
    referencedColumnNames: ['id'],
    onDelete,
  });

export const index = (table: string, columns: string[], name?: string): TableIndex =>
  new TableIndex({ name: name ?? `IDX_${table}_${columns.join('_')}`, columnNames: columns });

export const unique = (table: string, columns: string[]): TableUnique =>
  new TableUnique({ name: `UQ_${table}_${columns.join('_')}`, columnNames: columns });

/**
 * Adds columns without rebuilding the table. On SQLite, TypeORM's `addColumns` copies the table
 * into a new one and drops its triggers (the row counters, the FTS5 sync: decisions 0003 and
 * 0012); a plain `ALTER TABLE ... ADD COLUMN` keeps them. MySQL/MariaDB use the Table API.
 */
export async function addColumnsInPlace(queryRunner: QueryRunner, table: string, columns: TableColumnOptions[]): Promise<void> {
  if (queryRunner.connection.options.type === 'mysql') {
    await queryRunner.addColumns(table, columns.map((column) => new TableColumn(column)));
    return;
  }
  for (const column of columns) {
    const type = column.length ? `${column.type}(${column.length})` : column.precision ? `${column.type}(${column.precision},${column.scale ?? 0})` : column.type;
    const nullable = column.isNullable === false ? ' NOT NULL' : ' NULL';
    const fallback = column.default !== undefined ? ` DEFAULT ${column.default}` : '';
    await queryRunner.query(`ALTER TABLE "${table}" ADD COLUMN "${column.name}" ${type}${nullable}${fallback}`);
  }
}
