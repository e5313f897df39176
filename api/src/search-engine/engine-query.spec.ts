import fc from 'fast-check';
import { boundingBox, haversineKm } from './job-search.sql';
import { expiryTags, facetKey, geoCell, UNGROUPABLE_FACET_KEY } from './engine-document';
import { buildEngineSearch, FACET_GROUPS, engineRadiusKm, expiredCover, facetCounts, geoCells, ENGINE_EARTH_RADIUS_KM } from './engine-query';

const base = { sort: 'newest' as const, page: 1, per_page: 20, now: '2026-11-22 10:00:00.000' };
const words = (...tokens: string[]) => ({ text: { clauses: tokens.map((token) => ({ alternatives: [{ tokens: [token], prefix: true }] })), mode: 'all' as const, scope: 'names' as const } });
const options = { index: 'gig_listings', maxMatches: 10_000, nowMs: Date.parse('2026-11-22T10:00:00Z'), facets: true };

describe('the job search in SphinxQL', () => {
  it('asks the understood clauses in the `terms` field, and for "Best match" each clause\'s title tokens as more of its alternatives', () => {
    const text = { clauses: [{ alternatives: [{ tokens: ['plumber'] }, { tokens: ['pipe', 'fitter'] }] }, { alternatives: [{ tokens: ['sink'], prefix: true }, { tokens: ['xc4'] }] }], mode: 'all' as const, scope: 'names' as const };
    const newest = buildEngineSearch({ ...base, text }, options);
    expect('page' in newest && newest.page.params[0]).toMatch(/^\(@terms \(plumber \| "pipe fitter"\) \(sink\* \| xc4\)\) -\(@tags xe/);
    expect('page' in newest && newest.page.sql).toContain('ORDER BY id ASC');
    const best = buildEngineSearch({ ...base, text, sort: 'relevance' }, options);
    expect('page' in best && best.page.params[0]).toMatch(
      /^\(@terms \(plumber \| "pipe fitter" \| xtplumber \| "xtpipe xtfitter"\) \(sink\* \| xc4 \| xtsink\*\)\) -\(@tags xe/,
    );
    expect('page' in best && best.page.sql).toContain("ORDER BY WEIGHT() DESC, id ASC LIMIT 0, 20 OPTION max_matches=20, ranker=expr('sum(word_count)')");
    const partial = buildEngineSearch({ ...base, text: { ...text, mode: 'any' } }, options);
    expect('page' in partial && partial.page.params[0]).toMatch(/^\(@terms \(plumber \| "pipe fitter"\) \| \(sink\* \| xc4\)\)/);
    expect('page' in partial && partial.page.sql).toContain('ORDER BY WEIGHT() DESC, id ASC');
  });

  it('binds every value: the MATCH string and numbers only', () => {
    const statements = buildEngineSearch(
      { ...base, text: { clauses: [{ alternatives: [{ tokens: ['drop'] }] }], mode: 'all', scope: 'names' }, category_id: 3, state: 4, min_amount: 100.5, max_amount: 900, date: '2026-12-01', point: { latitude: 6.5, longitude: 3.4 }, radius_km: 25, sort: 'distance' },
      options,
    );
    if (!('page' in statements)) throw new Error('refused');
    expect(statements.page.sql).not.toMatch(/DROP|6\.5|3\.4|10050|\b100\b|\b900\b|20261201/);
    // Category and state are one token in the MATCH, and the expired listings are left out by theirs: no attribute filter for either.
    expect(statements.page.params).toEqual([6.5, 3.4, expect.stringMatching(/@tags zc3s4 \(.* -\(@tags xe0 \| /), 10050, 90000, 20261201, 20261201, engineRadiusKm(25)]);
    expect(statements.page.sql).toMatch(/^SELECT listing_id, user_id, GEODIST/);
    expect(statements.page.sql).not.toMatch(/expires_at|category_id = |state = /);
    expect(statements.page.sql).toContain('ORDER BY has_point ASC, d ASC, listing_id ASC LIMIT 0, 20 OPTION max_matches=20, ranker=none');
    // The facets: one GROUP BY of the three dimensions together, with every condition of the page.
    expect(statements.facets!.sql).toMatch(
      /^SELECT GEODIST\(.*\) AS d, category_id, job_type, state, facet_key, COUNT\(\*\) AS n FROM gig_listings WHERE MATCH\(\?\) AND max_amount >= \? .* GROUP BY facet_key LIMIT 0, 20000 OPTION max_matches=20000, ranker=none$/,
    );
    expect(statements.facets!.sql).not.toContain(';');
    expect(statements.facets?.params).toEqual(statements.page.params);
    expect(buildEngineSearch({ ...base, ...words('plumb') }, { ...options, facets: false })).toMatchObject({ facets: null });
  });

  it('narrows through the tags field only where it pays: words, a radius, an LGA, or a combined filter token', () => {
    const statementOf = (criteria: Partial<Parameters<typeof buildEngineSearch>[0]>) => {
      const statements = buildEngineSearch({ ...base, ...criteria }, options);
      if (!('page' in statements)) throw new Error('refused');
      return statements.page;
    };
    /** The MATCH without its expired listings' part. */
    const matchOf = (criteria: Partial<Parameters<typeof buildEngineSearch>[0]>) => {
      const page = statementOf(criteria);
      const match = page.sql.includes('MATCH(?)') ? (page.params.find((value) => typeof value === 'string') as string) : null;
      return match?.replace(/ -\(@tags xe[0-9a-f]+( \| xe[0-9a-f]+)*\)$/, '') ?? null;
    };
    // One category alone: the attribute filter reads every document faster than its token's list.
    expect(matchOf({ category_id: 3 })).toBeNull();
    expect(statementOf({ category_id: 3 }).sql).toContain('WHERE expires_at > ? AND category_id = ?');
    expect(matchOf({ category_id: 3, state: 25 })).toBe('(@tags zc3s25)');
    expect(matchOf({ job_type: 2, state: 25 })).toBe('(@tags zt2s25)');
    expect(matchOf({ category_id: 3, job_type: 2, state: 25, lga_id: 504 })).toBe('(@tags zc3t2s25 zl504)');
    expect(statementOf({ category_id: 3, job_type: 2, state: 25, lga_id: 504 }).sql).not.toMatch(/category_id = |job_type = |state = |lga_id = |expires_at/);
    expect(matchOf({ lga_id: 504 })).toBe('(@tags zl504)');
    expect(matchOf({ ...words('tiling'), category_id: 3 })).toBe('(@terms (tiling*)) (@tags zc3)');
    expect(matchOf({ point: { latitude: 6.6, longitude: 3.35 }, radius_km: 5 })).toMatch(/^\(@tags \(zg0x\d+y\d+ \| /);
    expect(matchOf({ min_amount: 5 })).toBeNull();
  });

  it('leaves out a searcher’s blocked and hidden employers by bound ids, in the page and its facets (docs/roster.md)', () => {
    const statements = buildEngineSearch({ ...base, ...words('paint'), excludedEmployerIds: [7, 9] }, options);
    if (!('page' in statements)) throw new Error('refused');
    expect(statements.page.sql).toContain('user_id NOT IN (?, ?)');
    expect(statements.page.params.slice(-2)).toEqual([7, 9]);
    expect(statements.facets!.sql).toContain('user_id NOT IN (?, ?)');
    const none = buildEngineSearch({ ...base, ...words('paint'), excludedEmployerIds: [] }, options);
    expect('page' in none && none.page.sql).not.toContain('NOT IN');
  });

  it('leaves to SQL what it cannot answer: the employer-rating order, a page past the match cap', () => {
    expect(buildEngineSearch({ ...base, sort: 'employer_rating' }, options)).toEqual({ refused: 'sort' });
    expect(buildEngineSearch({ ...base, page: 500, per_page: 20 }, options)).not.toHaveProperty('refused');
    expect(buildEngineSearch({ ...base, page: 501, per_page: 20 }, options)).toEqual({ refused: 'deep_page' });
  });

  it('orders "best match" by the keywords matched, then newest, and newest first without text', () => {
    const best = buildEngineSearch({ ...base, ...words('roof'), sort: 'relevance', point: { latitude: 6.5, longitude: 3.4 } }, options);
    expect('page' in best && best.page.sql).toContain('ORDER BY WEIGHT() DESC, has_point ASC, d ASC, id ASC');
    const plain = buildEngineSearch({ ...base, sort: 'relevance' }, options);
    expect('page' in plain && plain.page.sql).toContain('ORDER BY id ASC');
    expect('page' in plain && plain.page.sql).toContain('ranker=none');
  });

  it('leaves out exactly the listings whose expires_at is not after now, by their tokens', () => {
    const whole = (ms: number) => Math.floor(ms / 1000) * 1000;
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2135, 0, 1) }),
        fc.oneof(fc.integer({ min: -5000, max: 5000 }), fc.integer({ min: -(10 ** 12), max: 10 ** 12 })),
        (now, offset) => {
          const nowMs = whole(now);
          const expiresAt = nowMs + offset;
          const cover = new Set(expiredCover(nowMs));
          expect(expiryTags(expiresAt).some((token) => cover.has(token))).toBe(expiresAt <= nowMs);
          return true;
        },
      ),
      { numRuns: 2000 },
    );
    // NULL (never shown by SQL) is always covered; at most 15 prefixes per hex digit.
    expect(expiryTags(null).some((token) => new Set(expiredCover(options.nowMs)).has(token))).toBe(true);
    expect(expiredCover(options.nowMs)!.length).toBeLessThanOrEqual(120);
    // A `now` with milliseconds: the tokens' rounding is not exact, so the attribute is read.
    expect(expiredCover(options.nowMs + 1)).toBeNull();
    expect(expiredCover(Date.UTC(1999, 11, 31))).toBeNull();
    const search = buildEngineSearch({ ...base, ...words('plumb') }, { ...options, nowMs: options.nowMs + 1 });
    expect('page' in search && search.page.sql).toContain('WHERE MATCH(?) AND expires_at > ?');
  });

  it('covers a radius’s box with grid cells, the same cells the documents carry', () => {
    expect(engineRadiusKm(6371)).toBeCloseTo(ENGINE_EARTH_RADIUS_KM, 6);
    fc.assert(
      fc.property(
        fc.double({ min: -60, max: 60, noNaN: true }),
        fc.double({ min: -170, max: 170, noNaN: true }),
        fc.double({ min: 1, max: 2000, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (lat, lng, radius, u, v) => {
          const cells = geoCells(lat, lng, radius);
          if (!cells) return true;
          expect(cells.length).toBeLessThanOrEqual(40);
          const box = boundingBox(lat, lng, radius);
          const pointLat = box.minLat + u * (box.maxLat - box.minLat);
          const pointLng = box.minLng + v * (box.maxLng - box.minLng);
          const level = Number(/^zg(\d)/.exec(cells[0])![1]);
          expect(cells).toContain(geoCell(level, pointLat, pointLng));
          return true;
        },
      ),
      { numRuns: 300 },
    );
    // Lagos at 25 km: a handful of the finest cells.
    expect(geoCells(6.6018, 3.3515, 25)!.every((cell) => cell.startsWith('zg0'))).toBe(true);
    expect(haversineKm(6.6018, 3.3515, 6.6018, 3.3515)).toBe(0);
  });

  it('sums the combinations per dimension: known values, most first', () => {
    // A row per combination of category, job type and state; a NULL value (0) is counted under none.
    const row = (category_id: number, job_type: number, state: number, n: number) => ({ category_id, job_type, state, facet_key: facetKey(category_id, job_type, state), n });
    const groups = [row(1, 3, 7, 2), row(1, 2, 0, 4), row(2, 2, 3, 9), row(0, 2, 7, 2)];
    expect(facetCounts(groups)).toEqual({
      category_id: [{ value: 2, count: 9 }, { value: 1, count: 6 }],
      job_type: [{ value: 2, count: 15 }, { value: 3, count: 2 }],
      state: [{ value: 3, count: 9 }, { value: 7, count: 4 }],
    });
    // At the group limit, or with an id past the key's ranges, the counts are left out rather than wrong.
    expect(facetCounts(Array.from({ length: FACET_GROUPS }, (_, i) => row(1, 1, i + 1, 1)))).toBeNull();
    expect(facetCounts([...groups, row(2 ** 21, 1, 1, 1)])).toBeNull();
  });

  it('gives each combination of category, job type and state its own facet key', () => {
    fc.assert(
      fc.property(
        fc.tuple(fc.nat(2 ** 21 - 1), fc.nat(2 ** 16 - 1), fc.nat(2 ** 16 - 1)),
        fc.tuple(fc.nat(2 ** 21 - 1), fc.nat(2 ** 16 - 1), fc.nat(2 ** 16 - 1)),
        (a, b) => {
          const [ka, kb] = [facetKey(...a), facetKey(...b)];
          expect(Number.isSafeInteger(ka) && ka < UNGROUPABLE_FACET_KEY).toBe(true);
          expect(ka === kb).toBe(a.join() === b.join());
        },
      ),
      { numRuns: 2000 },
    );
    expect(facetKey(0, 0, 0)).toBe(0);
    expect(facetKey(2 ** 21, 0, 0)).toBe(UNGROUPABLE_FACET_KEY);
    expect(facetKey(1, 2 ** 16, 1)).toBe(UNGROUPABLE_FACET_KEY);
  });
});
