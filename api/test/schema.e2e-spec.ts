import type { DataSource } from 'typeorm';
import { refreshSearchTerms } from '../src/search-text/listing-terms';
import { EXPECTED_SCHEMA } from './expected-schema';
import { databaseKinds } from './support/databases';
import { describeSchema } from './support/schema';
import { createTestApp, TestApp } from './support/test-app';

/** Every trigger: its table, moment and body, in the order the database fires them. */
async function triggers(dataSource: DataSource): Promise<string[]> {
  if (dataSource.options.type === 'mysql') {
    const rows: { name: string; timing: string; event: string; tableName: string; statement: string }[] = await dataSource.query(
      `SELECT TRIGGER_NAME AS name, ACTION_TIMING AS timing, EVENT_MANIPULATION AS event, EVENT_OBJECT_TABLE AS tableName, ACTION_STATEMENT AS statement
         FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = DATABASE() ORDER BY EVENT_OBJECT_TABLE, ACTION_TIMING, EVENT_MANIPULATION, ACTION_ORDER`,
    );
    return rows.map((row) => `${row.tableName} ${row.timing} ${row.event} ${row.name}: ${row.statement}`);
  }
  const rows: { name: string; sql: string }[] = await dataSource.query("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name");
  return rows.map((row) => `${row.name}: ${row.sql}`);
}

/** Each table's row count, and the whole of the tables the migrations fill (counters, lookups, their own record). */
async function contents(dataSource: DataSource): Promise<Record<string, unknown>> {
  const names: { name: string }[] =
    dataSource.options.type === 'mysql'
      ? await dataSource.query("SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE = 'BASE TABLE'")
      : await dataSource.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'");
  const found: Record<string, unknown> = {};
  for (const { name } of names.sort((a, b) => a.name.localeCompare(b.name))) {
    const [{ n }] = await dataSource.query(`SELECT COUNT(*) AS n FROM ${name}`);
    found[name] = Number(n);
  }
  found.migrationRows = await dataSource.query('SELECT name, timestamp FROM migrations ORDER BY id');
  found.rowCounts = (await dataSource.query('SELECT table_name, column_name, value, SUM(n) AS n FROM row_counts GROUP BY table_name, column_name, value ORDER BY table_name, column_name, value')).map(
    (row: { n: unknown }) => ({ ...row, n: Number(row.n) }),
  );
  return found;
}

/**
 * The one suite that runs every migration from an empty database (the others get a copy of the
 * run's template: docs/testing.md "Template schemas"), on each database, and checks that a copy is
 * the same schema: tables, keys, triggers and the rows the migrations wrote.
 */
describe.each(databaseKinds())('schema built by the migrations (%s)', (kind) => {
  let t: TestApp;
  let copy: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { schema: 'empty' });
    copy = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
    await copy.close();
  });

  it('a suite\'s copy of the template has the same tables, keys, triggers and rows as a schema migrated from empty', async () => {
    expect(await describeSchema(copy.dataSource)).toEqual(await describeSchema(t.dataSource));
    const freshTriggers = await triggers(t.dataSource);
    // The search outbox, the open listings' text and the row counters are kept by triggers.
    expect(freshTriggers.join('\n')).toMatch(/search_outbox/);
    expect(freshTriggers.join('\n')).toMatch(/row_counts/);
    expect(await triggers(copy.dataSource)).toEqual(freshTriggers);
    const freshRows = await contents(t.dataSource);
    expect((freshRows.rowCounts as unknown[]).length).toBeGreaterThan(0);
    expect(await contents(copy.dataSource)).toEqual(freshRows);
  });

  it('the triggers of a copy keep the row counters and the search outbox', async () => {
    const count = async (ds: DataSource, sql: string) => Number((await ds.query(sql))[0].n);
    const counter = "SELECT COALESCE(SUM(n), 0) AS n FROM row_counts WHERE table_name = 'listings' AND column_name = '*'";
    const before = { counter: await count(copy.dataSource, counter), outbox: await count(copy.dataSource, 'SELECT COUNT(*) AS n FROM search_outbox') };
    await copy.dataSource.query("INSERT INTO users (name, user_type) VALUES ('Copy Owner', 'employer')");
    const [{ id: owner }] = await copy.dataSource.query('SELECT MAX(id) AS id FROM users');
    await copy.dataSource.query("INSERT INTO listings (user_id, job_title, work_description, status) VALUES (?, 'Painter in Yaba', 'Two rooms', 'open')", [owner]);
    expect(await count(copy.dataSource, counter)).toBe(before.counter + 1);
    expect(await count(copy.dataSource, 'SELECT COUNT(*) AS n FROM search_outbox')).toBe(before.outbox + 1);
  });

  it('has a table for every entity, with a column for each of its fields', async () => {
    const schema = await describeSchema(t.dataSource);
    const missing = t.dataSource.entityMetadatas
      .filter((entity) => entity.tableType !== 'view')
      .map((entity) => ({
        table: entity.tableName,
        missing: entity.columns.map((column) => column.databaseName).filter((column) => !schema[entity.tableName]?.columns.includes(column)),
      }))
      .filter((entity) => entity.missing.length > 0);
    expect(missing).toEqual([]);
  });

  it('has exactly the expected tables, columns, unique constraints, indexes and foreign keys', async () => {
    const schema = await describeSchema(t.dataSource);
    expect(Object.keys(schema).sort()).toEqual(Object.keys(EXPECTED_SCHEMA).sort());
    for (const [table, shape] of Object.entries(EXPECTED_SCHEMA)) {
      expect({ table, ...schema[table] }).toEqual({ table, ...shape });
    }
  });

  it('holds a column for every field of the data model (docs/architecture.md "Data model")', async () => {
    const schema = await describeSchema(t.dataSource);
    expect(schema.listings.columns).toEqual(expect.arrayContaining(['job_sart_time', 'job_end_time', 'deleted_at', 'pictures']));
    expect(schema.adminsettings.columns).toEqual(
      expect.arrayContaining(['gateway_fee', 'payment_secret_key', 'video_max', 'image_max', 'file_max']),
    );
  });

  it('indexes the listings’ tokens for search, and the outbox’s worker writes those a raw write left out', async () => {
    await t.dataSource.query("INSERT INTO users (name, user_type) VALUES ('Search Owner', 'employer')");
    const [{ id: owner }] = await t.dataSource.query('SELECT MAX(id) AS id FROM users');
    // Raw SQL: no tokens yet (a listing written through TypeORM gets them in the same write).
    await t.dataSource.query(
      "INSERT INTO listings (user_id, job_title, work_description, status) VALUES (?, 'Plumber needed in Ikeja', 'Fix a leaking pipe', 'open'), (?, 'Plumber draft', 'x', 'draft')",
      [owner, owner],
    );
    const [{ id: open }] = await t.dataSource.query("SELECT id FROM listings WHERE job_title = 'Plumber needed in Ikeja'");
    const [{ id: draft }] = await t.dataSource.query("SELECT id FROM listings WHERE job_title = 'Plumber draft'");
    const matching = async (word: string): Promise<number[]> =>
      (
        (await t.dataSource.query(
          kind === 'mariadb'
            ? 'SELECT id FROM listings_open_text WHERE MATCH (search_terms) AGAINST (? IN BOOLEAN MODE) ORDER BY id'
            : 'SELECT l.id FROM listings_fts f JOIN listings l ON l.id = f.rowid WHERE listings_fts MATCH ? AND l.status = \'open\' AND l.deleted_at IS NULL ORDER BY l.id',
          [word],
        )) as { id: number }[]
      ).map((row) => Number(row.id));
    // MariaDB's term index (migration 1735800000000) holds the open copy's tokens, kept by its triggers.
    const inTerms = async (word: string): Promise<number[]> =>
      ((await t.dataSource.query('SELECT listing_id FROM listing_open_terms WHERE term = ? ORDER BY listing_id', [word])) as { listing_id: number }[]).map((row) =>
        Number(row.listing_id),
      );
    const checkTerms = async (word: string) => {
      if (kind === 'mariadb') expect(await inTerms(word)).toEqual(await matching(word));
    };
    expect(await matching('plumber')).toEqual([]);
    expect(await refreshSearchTerms(t.dataSource.manager, [open, draft])).toEqual([open, draft]);
    // Stems in the listing's language; the title's tokens also marked as the title's.
    expect(await matching('plumber')).toEqual([open]);
    expect(await matching('leak')).toEqual([open]);
    expect(await matching('xtplumber')).toEqual([open]);
    expect(await matching('xtleak')).toEqual([]);
    await t.dataSource.query("UPDATE listings SET status = 'open' WHERE id = ?", [draft]);
    await t.dataSource.query("UPDATE listings SET job_title = 'Electrician, renamed' WHERE id = ?", [open]);
    await refreshSearchTerms(t.dataSource.manager, [open]);
    expect(await matching('plumber')).toEqual([draft]);
    expect(await matching('electrician')).toEqual([open]);
    for (const word of ['plumber', 'electrician', 'leak', 'xtplumber']) await checkTerms(word);
    if (kind === 'mariadb') {
      // The listings' own FULLTEXT index is gone: every search reads the open copy's tokens.
      expect(await t.dataSource.query("SHOW INDEX FROM listings WHERE Index_type = 'FULLTEXT'")).toEqual([]);
      const open: { Key_name: string }[] = await t.dataSource.query("SHOW INDEX FROM listings_open_text WHERE Index_type = 'FULLTEXT'");
      expect(open.map((row) => row.Key_name)).toEqual(['IDX_listings_open_text_terms']);
      // The open copy carries what the search filters and sorts by (migration 1733000000000), kept in step.
      await t.dataSource.query("UPDATE listings SET max_amount = 25000, latitude = 6.6018, expires_at = '2030-01-02 10:00:00' WHERE id = ?", [draft]);
      const [kept] = await t.dataSource.query('SELECT max_amount, latitude, expires_at FROM listings_open_text WHERE id = ?', [draft]);
      expect({ max_amount: Number(kept.max_amount), latitude: Number(kept.latitude), expires_at: new Date(kept.expires_at).getFullYear() }).toEqual({
        max_amount: 25000,
        latitude: 6.6018,
        expires_at: 2030,
      });
      // ...and its terms carry the new expiry.
      const [term] = await t.dataSource.query("SELECT expires_at FROM listing_open_terms WHERE term = 'plumber' AND listing_id = ?", [draft]);
      expect(new Date(term.expires_at).getFullYear()).toBe(2030);
      // A listing deleted outright takes its terms with its open copy (the foreign keys' cascade).
      await t.dataSource.query("INSERT INTO listings (user_id, job_title, work_description, status, search_terms) VALUES (?, 'Gone', 'x', 'open', 'zzgone xtzzgone')", [owner]);
      expect(await inTerms('zzgone')).toHaveLength(1);
      await t.dataSource.query("DELETE FROM listings WHERE job_title = 'Gone'");
      expect(await inTerms('zzgone')).toEqual([]);
    }
    await t.dataSource.query("UPDATE listings SET status = 'closed' WHERE id = ?", [draft]);
    await t.dataSource.query(kind === 'mariadb' ? 'UPDATE listings SET deleted_at = NOW() WHERE id = ?' : "UPDATE listings SET deleted_at = datetime('now') WHERE id = ?", [open]);
    expect(await matching('plumber')).toEqual([]);
    expect(await matching('electrician')).toEqual([]);
    for (const word of ['plumber', 'electrician']) await checkTerms(word);
  });

  it('records the migration as run, so a restart runs nothing again', async () => {
    expect(await t.dataSource.showMigrations()).toBe(false);
  });
});
