import { normaliseSearchTerm } from './popular-search.service';

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
