import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { DOCUMENT_COLUMNS, documentId, documentValues, expiryTags, MAX_LISTING_ID, epochMs, isIndexable, NULL_DATE, toDocument, DOCUMENT_WATCHED_COLUMNS, type ListingSourceRow } from './engine-document';
import { SEARCH_OUTBOX_INDEXED_COLUMNS } from '../database/migrations/1734400000000-search-understanding';
import { ENGINE_ATTRIBUTES, ENGINE_FIELDS, renderEngineConfig, stopwordsFile } from './engine-index';

const row = (fields: Partial<ListingSourceRow> = {}): ListingSourceRow => ({
  id: 7,
  status: 'open',
  deleted_at: null,
  user_id: 12,
  search_terms: 'mop xqthe floor cafe clean xtcafe xtclean xc3 xj2',
  category_id: 3,
  job_type: 2,
  state: 25,
  lga_id: 504,
  min_amount: '15000.50',
  max_amount: 20000,
  job_date: '2030-12-01',
  job_end_date: null,
  latitude: '6.6018000',
  longitude: '3.3515000',
  created_at: '2026-11-20 10:00:00.250',
  expires_at: new Date('2030-12-01T22:59:00Z'),
  ...fields,
});

describe('a listing as the engine holds it', () => {
  it('maps each column, and NULLs to values the filters treat as SQL treats NULL', () => {
    expect(toDocument(row())).toMatchObject({
      id: 7,
      user_id: 12,
      category_id: 3,
      lga_id: 504,
      min_amount: 1500050,
      max_amount: 2000000,
      job_date: 20301201,
      job_end: 20301201,
      has_point: 1,
      created_at: Date.parse('2026-11-20T10:00:00.250Z'),
      expires_at: Date.parse('2030-12-01T22:59:00Z'),
      listing_id: 7,
      tags: `zc3 zt2 zs25 zc3t2 zc3s25 zt2s25 zc3t2s25 zl504 zg0x966y1833 zg1x193y366 zg2x38y73 zg3x9y18 ${expiryTags(Date.parse('2030-12-01T22:59:00Z')).join(' ')}`,
    });
    // 975,711,540 s after 2000-01-01, in hex, and every prefix.
    expect((Date.parse('2030-12-01T22:59:00Z') - Date.UTC(2000, 0, 1)) / 1000).toBe(0x3a282d34);
    expect(expiryTags(Date.parse('2030-12-01T22:59:00Z'))).toEqual(['xe3', 'xe3a', 'xe3a2', 'xe3a28', 'xe3a282', 'xe3a282d', 'xe3a282d3', 'xe3a282d34']);
    expect(
      toDocument(row({ category_id: null, job_type: null, state: null, lga_id: null, min_amount: null, max_amount: null, job_date: null, latitude: null, longitude: null, expires_at: null })),
    ).toMatchObject({ category_id: 0, job_type: 0, state: 0, lga_id: 0, min_amount: -1, max_amount: -1, job_date: NULL_DATE, job_end: 0, has_point: 0, lat: 0, lng: 0, expires_at: 0, tags: expiryTags(null).join(' ') });
    expect(toDocument(row({ job_type: null })).tags).toMatch(/^zc3 zs25 zc3s25 zl504 /);
    // mysql2 answers dates as Date objects (UTC), SQLite as text.
    expect(toDocument(row({ job_date: new Date('2030-12-01T00:00:00Z'), job_end_date: new Date('2030-12-03T00:00:00Z') }))).toMatchObject({ job_date: 20301201, job_end: 20301203 });
    expect(epochMs('2026-11-20 10:00:00')).toBe(Date.parse('2026-11-20T10:00:00Z'));
    expect(epochMs(new Date(5))).toBe(5);
    expect(isIndexable(row())).toBe(true);
    expect(isIndexable(row({ status: 'closed' }))).toBe(false);
    expect(isIndexable(row({ deleted_at: new Date() }))).toBe(false);
  });

  it('changes its text hash with the text, so the check sees an edit the engine missed', () => {
    expect(toDocument(row()).text_hash).not.toBe(toDocument(row({ search_terms: 'mop xqthe floor' })).text_hash);
    expect(toDocument(row()).text_hash).toBe(toDocument(row()).text_hash);
  });

  it('writes every field and attribute, in the index’s order, under an id whose order is newest first', () => {
    expect(DOCUMENT_COLUMNS).toEqual(['id', ...ENGINE_FIELDS, ...ENGINE_ATTRIBUTES.map(([name]) => name)]);
    const document = toDocument(row());
    const values = documentValues(document);
    expect(values).toHaveLength(DOCUMENT_COLUMNS.length);
    expect(values[0]).toBe(documentId(7, document.created_at));
    // Ascending document ids are created_at DESC, id DESC (by the second, as MariaDB's DATETIME holds it), one per listing.
    const second = fc.integer({ min: Date.UTC(2000, 0, 1) / 1000, max: Date.UTC(2067, 0, 1) / 1000 });
    const listing = fc.integer({ min: 1, max: MAX_LISTING_ID });
    fc.assert(
      fc.property(second, listing, second, listing, (createdA, idA, createdB, idB) => {
        const a = documentId(idA, createdA * 1000);
        const b = documentId(idB, createdB * 1000);
        const newerFirst = createdA !== createdB ? createdA > createdB : idA > idB;
        if (createdA !== createdB || idA !== idB) expect(a < b).toBe(newerFirst);
        expect(a === b).toBe(createdA === createdB && idA === idB);
        expect(a > 2n ** 53n && a < 2n ** 63n).toBe(true);
        return true;
      }),
      { numRuns: 2000 },
    );
  });

  it('reads only columns the outbox’s triggers watch (migration 1734000000000)', () => {
    const unwatched = DOCUMENT_WATCHED_COLUMNS.filter((column) => !SEARCH_OUTBOX_INDEXED_COLUMNS.includes(column));
    expect(unwatched).toEqual([]);
  });

  it('keeps docker/manticore (Compose) equal to the configuration the tests run', () => {
    const docker = join(__dirname, '../../../docker/manticore');
    expect(readFileSync(join(docker, 'manticore.conf'), 'utf8')).toBe(
      renderEngineConfig({
        flavour: 'manticore',
        listen: '0.0.0.0:9306',
        dataDir: '/var/lib/manticore',
        stopwords: '/etc/manticoresearch/stopwords.txt',
        log: '/dev/stdout',
        pidFile: '/var/run/manticore/searchd.pid',
      }),
    );
    expect(readFileSync(join(docker, 'stopwords.txt'), 'utf8')).toBe(stopwordsFile());
  });
});
