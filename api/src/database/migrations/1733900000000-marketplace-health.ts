import { MigrationInterface, QueryRunner, Table } from 'typeorm';
import { addColumnsInPlace, datetime, index, int, varchar } from './schema-builders';

/**
 * What the back office's marketplace health reads (`GET /api/admin/dashboard/health`,
 * docs/hire-to-pay.md "Marketplace health"), one bounded query per figure at a million listings
 * (docs/performance.md "Marketplace health"):
 *
 * - `ledger_totals`: the ledger's sums per account family (`escrow:*`, `employer:*`,
 *   `freelancer:*`, each fixed account by its code), Africa/Lagos month and direction, kept by a
 *   trigger on `ledger_entries` (immutable: inserts only) inside the posting's transaction, so the
 *   escrow held now and a month's revenue are read from a few rows instead of every entry ever
 *   posted. Each writer adds to its own slot (MySQL/MariaDB: the connection id modulo 64; SQLite
 *   has one writer, slot 0), as `row_counts` does (decision 0012), so no row is hot.
 * - `listings.published_at`: when a listing was first published (draft -> open, or created open).
 *   Existing listings that are not drafts take their `created_at`, the best time known.
 * - indexes: listings by first publishing and by filling (covering the two job figures), payouts
 *   by status with their amounts (covering), reliability events by kind, status and age (replaces
 *   `kind, status`: the oldest open no-show is read from the index).
 */
const SLOTS = 64;
/** Africa/Lagos is UTC+1 all year (no daylight saving). */
const LAGOS_OFFSET_HOURS = 1;

const LISTING_INDEXES = [
  ['published_at', 'closed_reason', 'deleted_at'],
  ['filled_at', 'published_at', 'deleted_at'],
];

/** The account family an entry is summed under: per-person and per-hire accounts by kind, the others by code. */
function family(row: string): string {
  return `CASE WHEN ${row}.account_code LIKE 'escrow:%' THEN 'escrow:*' WHEN ${row}.account_code LIKE 'employer:%' THEN 'employer:*' WHEN ${row}.account_code LIKE 'freelancer:%' THEN 'freelancer:*' ELSE ${row}.account_code END`;
}

function lagosMonth(mysql: boolean, column: string): string {
  return mysql
    ? `DATE_FORMAT(${column} + INTERVAL ${LAGOS_OFFSET_HOURS} HOUR, '%Y-%m')`
    : `strftime('%Y-%m', ${column}, '+${LAGOS_OFFSET_HOURS} hour')`;
}

export class MarketplaceHealth1733900000000 implements MigrationInterface {
  name = 'MarketplaceHealth1733900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const mysql = queryRunner.connection.options.type === 'mysql';
    const key = { isNullable: false, isPrimary: true };
    await queryRunner.createTable(
      new Table({
        name: 'ledger_totals',
        columns: [
          varchar('account', 64, key),
          varchar('period', 7, key),
          varchar('direction', 6, key),
          int('slot', key),
          { name: 'amount_minor', type: 'bigint', isNullable: false, default: 0 },
          { name: 'entries', type: 'bigint', isNullable: false, default: 0 },
        ],
      }),
    );
    await queryRunner.query(
      `INSERT INTO ledger_totals (account, period, direction, slot, amount_minor, entries)
       SELECT ${family('e')}, ${lagosMonth(mysql, 'e.created_at')}, e.direction, 0, SUM(e.amount_minor), COUNT(*)
       FROM ledger_entries e GROUP BY 1, 2, 3`,
    );
    if (mysql) {
      await queryRunner.query(
        `CREATE TRIGGER ledger_totals_insert AFTER INSERT ON ledger_entries FOR EACH ROW
         INSERT INTO ledger_totals (account, period, direction, slot, amount_minor, entries)
         VALUES (${family('NEW')}, ${lagosMonth(true, 'NEW.created_at')}, NEW.direction, CONNECTION_ID() % ${SLOTS}, NEW.amount_minor, 1)
         ON DUPLICATE KEY UPDATE amount_minor = amount_minor + NEW.amount_minor, entries = entries + 1`,
      );
    } else {
      await queryRunner.query(
        `CREATE TRIGGER ledger_totals_insert AFTER INSERT ON ledger_entries BEGIN
         INSERT INTO ledger_totals (account, period, direction, slot, amount_minor, entries)
         VALUES (${family('NEW')}, ${lagosMonth(false, 'NEW.created_at')}, NEW.direction, 0, NEW.amount_minor, 1)
         ON CONFLICT (account, period, direction, slot) DO UPDATE SET amount_minor = amount_minor + excluded.amount_minor, entries = entries + 1;
         END`,
      );
    }

    await addColumnsInPlace(queryRunner, 'listings', [datetime('published_at')]);
    await queryRunner.query("UPDATE listings SET published_at = created_at WHERE status <> 'draft'");
    await queryRunner.createIndices('listings', LISTING_INDEXES.map((columns) => index('listings', columns)));

    await queryRunner.createIndex('payouts', index('payouts', ['status', 'amount_minor']));
    await queryRunner.dropIndex('reliability_events', 'IDX_reliability_events_kind_status');
    await queryRunner.createIndex('reliability_events', index('reliability_events', ['kind', 'status', 'created_at']));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('reliability_events', 'IDX_reliability_events_kind_status_created_at');
    await queryRunner.createIndex('reliability_events', index('reliability_events', ['kind', 'status']));
    await queryRunner.dropIndex('payouts', 'IDX_payouts_status_amount_minor');
    await queryRunner.dropIndices('listings', LISTING_INDEXES.map((columns) => index('listings', columns)));
    await queryRunner.dropColumn('listings', 'published_at');
    await queryRunner.query('DROP TRIGGER IF EXISTS ledger_totals_insert');
    await queryRunner.query('DROP TABLE IF EXISTS ledger_totals');
  }
}
