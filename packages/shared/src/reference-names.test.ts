import { describe, expect, it } from 'vitest';
import { localName } from './reference-names.js';

describe('a reference row’s name in a language (docs/i18n.md "Reference data in French")', () => {
  it('is the French name in French, where one is set', () => {
    expect(localName('fr', 'Cleaning', 'Ménage')).toBe('Ménage');
  });

  it('is the English name in English, and in French where none is set or it is blank', () => {
    expect(localName('en', 'Cleaning', 'Ménage')).toBe('Cleaning');
    expect(localName('fr', 'Cleaning', null)).toBe('Cleaning');
    expect(localName('fr', 'Cleaning', undefined)).toBe('Cleaning');
    expect(localName('fr', 'Cleaning', '  ')).toBe('Cleaning');
  });
});
