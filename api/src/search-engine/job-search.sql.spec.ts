import { booleanMatch, ftsMatch } from '../search-text/text-query';
import { boundingBox, buildJobRowsById, buildJobSearch, haversineKm, isEveryOpenListing } from './job-search.sql';

const base = { sort: 'newest' as const, page: 1, per_page: 20, now: '2026-11-22 10:00:00.000' };
const plumber = { text: { clauses: [{ alternatives: [{ tokens: ['plumber'] }] }], mode: 'all' as const, scope: 'names' as const } };

describe('job search SQL', () => {
  it('asks each database for the understood clauses of index tokens', () => {
    const clauses = [{ alternatives: [{ tokens: ['plumber'] }, { tokens: ['pipe', 'fitter'] }] }, { alternatives: [{ tokens: ['sink'], prefix: true }] }];
    expect(ftsMatch(clauses, 'all')).toBe('("plumber" OR "pipe fitter") AND ("sink"*)');
    expect(ftsMatch(clauses, 'any')).toBe('("plumber" OR "pipe fitter") OR ("sink"*)');
    // A prefix's clause first on MariaDB (a required prefix group after a phrase finds nothing there).
    expect(booleanMatch(clauses, 'all')).toBe('+(sink*) +(plumber "pipe fitter")');
    expect(booleanMatch(clauses, 'any')).toBe('(sink*) (plumber "pipe fitter")');
    expect(ftsMatch([], 'all')).toBeNull();
    expect(() => ftsMatch([{ alternatives: [{ tokens: ['x"; DROP'] }] }], 'all')).toThrow(/not an index token/);
  });

  it('leaves out a phrase that a token asked alone in its clause already implies', () => {
    const clauses = [
      {
        alternatives: [{ tokens: ['clean'] }, { tokens: ['hous', 'clean'] }, { tokens: ['agent', 'entretien'] }, { tokens: ['xc1'] }, { tokens: ['deep', 'clean'] }],
      },
      { alternatives: [{ tokens: ['kitch'], prefix: true }, { tokens: ['kitchen', 'sink'] }, { tokens: ['sink', 'unit'] }] },
    ];
    // Same listings matched: "house clean" holds "clean", "kitchen sink" holds a word beginning "kitch".
    expect(booleanMatch(clauses, 'all')).toBe('+(kitch* "sink unit") +(clean "agent entretien" xc1)');
    expect(ftsMatch(clauses, 'any')).toBe('("clean" OR "agent entretien" OR "xc1") OR ("kitch"* OR "sink unit")');
  });

  it('reads words from the term index on MySQL/MariaDB, phrases from the full-text index, and a row only for filters', () => {
    const text = {
      clauses: [
        { alternatives: [{ tokens: ['kitch'], prefix: true, kind: 'own' as const }] },
        { alternatives: [{ tokens: ['clean'], kind: 'own' as const }, { tokens: ['agent', 'entretien'] }, { tokens: ['hous', 'clean'] }] },
      ],
      mode: 'all' as const,
      scope: 'names' as const,
    };
    const best = buildJobSearch('mysql', { ...base, sort: 'relevance', text });
    // Tokens and prefixes from the term index; the phrase a token does not imply from the full-text index.
    expect(best.page.sql).toContain('t.term LIKE ?');
    expect(best.page.params).toContain('kitch%');
    expect(best.page.sql).toContain('UNION ALL SELECT o.id, o.created_at');
    expect(best.page.params).toContain('"agent entretien"');
    expect(best.page.params).not.toContain('"hous clean"');
    expect(best.page.sql).toContain('HAVING MAX(m.c0) > 0 AND MAX(m.c1) > 0');
    expect(best.page.sql).toContain('(l.t0 + l.t1) AS rank_title');
    expect(best.page.sql).not.toContain('JOIN listings_open_text');
    for (const built of [best, buildJobSearch('mysql', { ...base, text, min_amount: 100, sort: 'amount' })]) {
      for (const statement of [built.page, built.count, built.exists]) expect(statement.sql.split('?').length - 1).toBe(statement.params.length);
    }
    // A filter or an order by another column reads each match's open copy.
    const filtered = buildJobSearch('mysql', { ...base, text, min_amount: 100 });
    expect(filtered.page.sql).toContain(') g JOIN listings_open_text l ON l.id = g.id WHERE l.max_amount >= ?');
    expect(buildJobSearch('mysql', { ...base, text, sort: 'amount' }).page.sql).toContain('JOIN listings_open_text l');
  });

  it('draws a bounding box that holds the whole circle', () => {
    const box = boundingBox(6.5, 3.4, 50);
    for (const [lat, lng] of [[6.5 + 0.449, 3.4], [6.5, 3.4 + 0.45], [6.5 - 0.449, 3.4]]) {
      expect(haversineKm(6.5, 3.4, lat, lng)).toBeLessThanOrEqual(50);
      expect(lat).toBeGreaterThanOrEqual(box.minLat);
      expect(lng).toBeLessThanOrEqual(box.maxLng);
    }
    expect(haversineKm(6.5244, 3.3792, 6.6018, 3.3515)).toBeCloseTo(9.1, 0);
  });

  it('binds every value as a parameter and keeps page and count in step', () => {
    const { page, count } = buildJobSearch('sqlite', {
      ...base,
      text: { clauses: [{ alternatives: [{ tokens: ['drop'] }, { tokens: ['xqx'] }] }], mode: 'all', scope: 'names' },
      category_id: 3,
      state: 4,
      min_amount: 100,
      date: '2026-12-01',
      point: { latitude: 6.5, longitude: 3.4 },
      radius_km: 25,
      sort: 'distance',
      page: 3,
    });
    expect(page.sql).not.toContain('DROP');
    expect(page.sql).toContain('listings_fts MATCH ?');
    expect(page.sql).toContain('ORDER BY distance_km ASC');
    expect(page.sql.split('?').length - 1).toBe(page.params.length);
    expect(count.sql.split('?').length - 1).toBe(count.params.length);
    expect(page.params.slice(-2)).toEqual([20, 40]);
    const mysql = buildJobSearch('mysql', { ...base, ...plumber });
    expect(mysql.page.sql).toContain('FROM listing_open_terms t WHERE (t.term IN (?)) AND t.expires_at > ?');
    expect(mysql.page.sql).not.toContain('MIN_ONE');
    expect(mysql.page.sql).toContain('COUNT(*) OVER ()');
    expect(mysql.pageHasTotal).toBe(true);
    expect(buildJobSearch('mysql', base).pageHasTotal).toBe(false);
    expect(buildJobSearch('sqlite', { ...base, ...plumber }).pageHasTotal).toBe(false);
  });

  it('takes the total of every open listing from the counters, and counts anything narrower', () => {
    for (const dialect of ['sqlite', 'mysql'] as const) {
      const everyOpen = buildJobSearch(dialect, { ...base, point: { latitude: 6.5, longitude: 3.4 }, sort: 'distance' }).count;
      expect(everyOpen.sql).toContain('FROM row_counts');
      expect(everyOpen.params).toEqual(['listings', 'status', 'open', base.now]);
      for (const narrower of [{ category_id: 3 }, plumber, { point: { latitude: 6.5, longitude: 3.4 }, radius_km: 25 }, { date: '2026-12-01' }]) {
        expect(buildJobSearch(dialect, { ...base, ...narrower }).count.sql).not.toContain('row_counts');
      }
    }
  });

  it('walks every open listing newest first by its own index on MySQL/MariaDB', () => {
    const hint = 'FORCE INDEX (IDX_listings_status_created_at_id_expires_at)';
    expect(buildJobSearch('mysql', { ...base, page: 500 }).page.sql).toContain(hint);
    expect(buildJobSearch('mysql', { ...base, category_id: 3 }).page.sql).not.toContain(hint);
    expect(buildJobSearch('mysql', { ...base, sort: 'amount' }).page.sql).not.toContain(hint);
    expect(buildJobSearch('sqlite', base).page.sql).not.toContain('FORCE INDEX');
  });

  it('leaves out a searcher’s blocked and hidden employers by parameter, counting rather than reading the counters (docs/roster.md)', () => {
    for (const dialect of ['sqlite', 'mysql'] as const) {
      const { page, count } = buildJobSearch(dialect, { ...base, excludedEmployerIds: [7, 9] });
      expect(page.sql).toContain('l.user_id NOT IN (?, ?)');
      expect(count.sql).not.toContain('row_counts');
      expect(count.sql).toContain('l.user_id NOT IN (?, ?)');
      expect(page.sql.split('?').length - 1).toBe(page.params.length);
      expect(count.sql.split('?').length - 1).toBe(count.params.length);
      expect(page.params).toEqual(expect.arrayContaining([7, 9]));
      // Nobody excluded: the same statement as before.
      expect(buildJobSearch(dialect, { ...base, excludedEmployerIds: [] }).page).toEqual(buildJobSearch(dialect, base).page);
      const byId = buildJobRowsById(dialect, [1, 2], { now: base.now, excludedEmployerIds: [7] });
      expect(byId.sql).toContain('l.user_id NOT IN (?)');
      expect(byId.sql.split('?').length - 1).toBe(byId.params.length);
    }
    expect(isEveryOpenListing({ ...base, excludedEmployerIds: [7] })).toBe(false);
    expect(isEveryOpenListing({ ...base, excludedEmployerIds: [] })).toBe(true);
  });
});
