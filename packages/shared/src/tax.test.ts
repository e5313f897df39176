import { describe, expect, it } from 'vitest';
import { isValidTaxId, lagosYear, normaliseTaxId, statementBounds, taxIdKind } from './index.js';

describe('Tax ID', () => {
  it('takes a NIN, a JTB TIN or an older FIRS TIN, spaces ignored', () => {
    expect(taxIdKind('12345678901')).toBe('nin');
    expect(taxIdKind('1234567890')).toBe('jtb_tin');
    expect(taxIdKind('12345678-0001')).toBe('firs_tin');
    expect(taxIdKind(' 1234 5678 90 ')).toBe('jtb_tin');
    expect(normaliseTaxId(' 1234 5678-0001')).toBe('12345678-0001');
  });

  it('refuses anything else', () => {
    for (const bad of ['', '123456789', '123456789012', '1234567-00001', '12345678_0001', 'ABCDEFGHIJ', '12345678-001', null, 1234567890]) {
      expect(isValidTaxId(bad)).toBe(false);
    }
  });

  it('bounds statement periods at Lagos midnights', () => {
    expect(statementBounds('2026')).toMatchObject({ from: new Date('2025-12-31T23:00:00Z'), to: new Date('2026-12-31T23:00:00Z'), month: null });
    expect(statementBounds('2026-02')).toMatchObject({ from: new Date('2026-01-31T23:00:00Z'), to: new Date('2026-02-28T23:00:00Z'), month: 2 });
    expect(statementBounds('2026-13')).toBeNull();
    expect(lagosYear(new Date('2025-12-31T23:30:00Z'))).toBe(2026);
  });
});
