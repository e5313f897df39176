import type { DataSource } from 'typeorm';
import { normaliseSearchTerm, PopularSearchService } from './popular-search.service';

describe('normaliseSearchTerm', () => {
  it('lower-cases, keeps letters and digits, single spaces', () => {
    expect(normaliseSearchTerm('  Plumber   IN  Lagos!! ')).toBe('plumber in lagos');
    expect(normaliseSearchTerm('Électricien 24/7')).toBe('électricien 24 7');
  });

  it('ignores empty and one-letter terms, and caps the length at 100', () => {
    expect(normaliseSearchTerm('  ')).toBeNull();
    expect(normaliseSearchTerm('*')).toBeNull();
    expect(normaliseSearchTerm('a')).toBeNull();
    expect(normaliseSearchTerm('word '.repeat(50))!.length).toBeLessThanOrEqual(100);
  });
});

describe('PopularSearchService counts written behind the search', () => {
  /** A database whose writes each take one turn of the event loop, recording what they were asked. */
  function slowDatabase() {
    const writes: [string, number][] = [];
    const dataSource = {
      options: { type: 'mysql' },
      query: (_sql: string, [word, count]: [string, number]) =>
        new Promise<void>((resolve) =>
          setImmediate(() => {
            writes.push([word, count]);
            resolve();
          }),
        ),
    } as unknown as DataSource;
    return { service: new PopularSearchService(dataSource), writes };
  }

  it('writes a word searched several times meanwhile once, with the sum', async () => {
    const { service, writes } = slowDatabase();
    service.record('Painter');
    service.record('painter ');
    service.record('tiler');
    service.record('PAINTER');
    await service.settled();
    expect(writes).toEqual([
      ['painter', 3],
      ['tiler', 1],
    ]);
  });

  it('settles what was recorded before, however many searches keep coming', async () => {
    const { service, writes } = slowDatabase();
    let searching = true;
    let searches = 0;
    const keepSearching = (async () => {
      while (searching) {
        service.record('cleaner');
        searches++;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    service.record('welder');
    await service.settled();
    searching = false;
    await keepSearching;
    expect(writes.some(([word]) => word === 'welder')).toBe(true);
    await service.settled();
    const cleaners = writes.filter(([word]) => word === 'cleaner').reduce((sum, [, count]) => sum + count, 0);
    expect(cleaners).toBe(searches);
  });
});
