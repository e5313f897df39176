import { describe, expect, it } from 'vitest';
import { BVN_PATTERN, lagosDay, nameWords, profileNameMatches } from './identity.js';

describe('the name rule (docs/trust.md)', () => {
  const bvn = { first_name: 'ADA', middle_name: 'GRACE', last_name: 'OBI' };

  it('matches the profile whatever the case, accents, order and a left-out middle name', () => {
    expect(profileNameMatches({ first_name: 'Ada', last_name: 'Obi' }, bvn)).toBe(true);
    expect(profileNameMatches({ first_name: 'obi', last_name: 'ada' }, bvn)).toBe(true);
    expect(profileNameMatches({ first_name: 'Adá Grace', last_name: 'Obi' }, bvn)).toBe(true);
    // Someone who goes by their middle name.
    expect(profileNameMatches({ first_name: 'Grace', last_name: 'Obi' }, bvn)).toBe(true);
    expect(profileNameMatches({ first_name: 'Chi-Chi', last_name: 'Eze' }, { first_name: 'CHI', middle_name: 'CHI', last_name: 'EZE' })).toBe(true);
  });

  it('refuses another person, a missing surname, one word, an initial or a name used twice', () => {
    expect(profileNameMatches({ first_name: 'Ada', last_name: 'Eze' }, bvn)).toBe(false);
    expect(profileNameMatches({ first_name: 'Ada', last_name: 'Grace' }, bvn)).toBe(false);
    expect(profileNameMatches({ first_name: 'Ada', last_name: null }, bvn)).toBe(false);
    expect(profileNameMatches({ first_name: 'A', last_name: 'Obi' }, bvn)).toBe(false);
    expect(profileNameMatches({ first_name: 'Obi', last_name: 'Obi' }, bvn)).toBe(false);
    expect(profileNameMatches({ first_name: 'Ada Tunde', last_name: 'Obi' }, bvn)).toBe(false);
  });

  it('splits words on spaces and hyphens and drops marks', () => {
    expect(nameWords(" Adé-Bọ́lá  o'Neil ")).toEqual(['ADE', 'BOLA', 'ONEIL']);
  });
});

it('reads a BVN as 11 digits and the Lagos day from midnight UTC+1', () => {
  expect(BVN_PATTERN.test('22212345678')).toBe(true);
  expect(BVN_PATTERN.test('2221234567')).toBe(false);
  const day = lagosDay(new Date('2026-12-01T23:30:00.000Z'));
  expect(day.start.toISOString()).toBe('2026-12-01T23:00:00.000Z');
  expect(day.end.toISOString()).toBe('2026-12-02T23:00:00.000Z');
});
