import { describe, expect, it } from 'vitest';
import { normalisePhone } from './index.js';

describe('normalisePhone', () => {
  it.each([
    '08031000001',
    '+2348031000001',
    '2348031000001',
    '002348031000001',
    '+234 (0) 803 100 0001',
    '+234-803-100-0001',
    '(080) 3100-0001',
    ' 0803.100.0001 ',
    '8031000001',
  ])('reads %j as 08031000001', (written) => {
    expect(normalisePhone(written)).toBe('08031000001');
  });

  it.each([
    ['letters', 'abc'],
    ['digits among letters', '0803abc1000001'],
    ['empty', ''],
    ['blank', '   '],
    ['too short', '0803100'],
    ['one digit short', '0803100000'],
    ['one digit too many', '080310000012'],
    ['too long', '1234567890123456'],
    ['a zero after the trunk 0', '00803100000'],
    ['another country', '+233241234567'],
    ['a plus inside', '0803+1000001'],
    ['null', null],
    ['undefined', undefined],
  ])('refuses %s (%j)', (_what, written) => {
    expect(normalisePhone(written)).toBeNull();
  });
});
