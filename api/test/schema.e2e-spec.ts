import { EXPECTED_SCHEMA } from './expected-schema';
import { databaseKinds } from './support/databases';
import { describeSchema } from './support/schema';
import { createTestApp, TestApp } from './support/test-app';

describe.each(databaseKinds())('schema built by the migrations (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

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

  it('indexes listing text for search', async () => {
    if (kind === 'mariadb') {
      const rows: { Key_name: string; Index_type: string }[] = await t.dataSource.query(
        "SHOW INDEX FROM listings WHERE Index_type = 'FULLTEXT'",
      );
      expect(new Set(rows.map((row) => row.Key_name))).toEqual(new Set(['IDX_listings_fulltext']));
      // The open listings' text (decision 0012), kept in step by triggers.
      const open: { Key_name: string }[] = await t.dataSource.query("SHOW INDEX FROM listings_open_text WHERE Index_type = 'FULLTEXT'");
      expect(open.map((row) => row.Key_name)).toEqual(['IDX_listings_open_text_fulltext', 'IDX_listings_open_text_fulltext']);
      await t.dataSource.query("INSERT INTO users (name, user_type) VALUES ('Search Owner', 'employer')");
      const [{ id: owner }] = await t.dataSource.query('SELECT MAX(id) AS id FROM users');
      await t.dataSource.query(
        "INSERT INTO listings (user_id, job_title, work_description, status) VALUES (?, 'Plumber needed in Ikeja', 'Fix a leaking pipe', 'open'), (?, 'Plumber draft', 'x', 'draft')",
        [owner, owner],
      );
      const texts = async () => (await t.dataSource.query('SELECT job_title FROM listings_open_text ORDER BY job_title')).map((row: { job_title: string }) => row.job_title);
      expect(await texts()).toEqual(['Plumber needed in Ikeja']);
      await t.dataSource.query("UPDATE listings SET status = 'open' WHERE job_title = 'Plumber draft'");
      await t.dataSource.query("UPDATE listings SET job_title = 'Plumber, renamed' WHERE job_title = 'Plumber needed in Ikeja'");
      expect(await texts()).toEqual(['Plumber draft', 'Plumber, renamed']);
      // It also carries what the search filters and sorts by (migration 1733000000000), kept in step.
      await t.dataSource.query("UPDATE listings SET max_amount = 25000, latitude = 6.6018, expires_at = '2030-01-02 10:00:00' WHERE job_title = 'Plumber draft'");
      const [kept] = await t.dataSource.query("SELECT max_amount, latitude, expires_at FROM listings_open_text WHERE job_title = 'Plumber draft'");
      expect({ max_amount: Number(kept.max_amount), latitude: Number(kept.latitude), expires_at: new Date(kept.expires_at).getFullYear() }).toEqual({
        max_amount: 25000,
        latitude: 6.6018,
        expires_at: 2030,
      });
      await t.dataSource.query("UPDATE listings SET status = 'closed' WHERE job_title = 'Plumber draft'");
      await t.dataSource.query("UPDATE listings SET deleted_at = NOW() WHERE job_title = 'Plumber, renamed'");
      expect(await texts()).toEqual([]);
    } else {
      await t.dataSource.query(
        "INSERT INTO users (name, user_type) VALUES ('Search Owner', 'employer')",
      );
      await t.dataSource.query(
        "INSERT INTO listings (user_id, job_title, work_description, status) VALUES (1, 'Plumber needed in Ikeja', 'Fix a leaking pipe', 'open')",
      );
      const hits = await t.dataSource.query("SELECT rowid FROM listings_fts WHERE listings_fts MATCH 'plumber'");
      expect(hits).toHaveLength(1);
    }
  });

  it('records the migration as run, so a restart runs nothing again', async () => {
    expect(await t.dataSource.showMigrations()).toBe(false);
  });
});
