import { describe, expect, it } from 'vitest';
import { quotedAmount, timeline } from './hires';
import { decimalToMinor, formatMinor, minorToDecimal, normalizeAmount, toInteger } from './money';

/** Intl puts no-break spaces in French numbers: compare with plain spaces. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMinor', () => {
  it('formats kobo as naira without float drift, the kobo only when not whole', () => {
    expect(formatMinor(1218000, 'NGN', 'en')).toBe('₦12,180');
    expect(formatMinor(1, 'NGN', 'en')).toBe('₦0.01');
    expect(formatMinor(10, 'NGN', 'en')).toBe('₦0.10');
    expect(formatMinor(0, 'NGN', 'en')).toBe('₦0');
    expect(formatMinor(1218099, 'NGN', 'en')).toBe('₦12,180.99');
    // 0.1 + 0.2 style drift is impossible: 29 kobo stays 29 kobo.
    expect(formatMinor(1029, 'NGN', 'en')).toBe('₦10.29');
    expect(formatMinor(900719925474099, 'NGN', 'en')).toBe('₦9,007,199,254,740.99');
  });

  it('formats in French', () => {
    expect(plain(formatMinor(1218000, 'NGN', 'fr'))).toBe('12 180 ₦');
    expect(plain(formatMinor(5, 'NGN', 'fr'))).toBe('0,05 ₦');
  });

  it('keeps the sign of negative amounts, even below one naira', () => {
    expect(formatMinor(-1218050, 'NGN', 'en')).toBe('-₦12,180.50');
    expect(formatMinor(-50, 'NGN', 'en')).toBe('-₦0.50');
  });

  it('takes integer strings, and gives nothing for what is not an integer', () => {
    expect(formatMinor('1218000', 'NGN', 'en')).toBe('₦12,180');
    expect(formatMinor(null)).toBe('');
    expect(formatMinor(undefined)).toBe('');
    expect(formatMinor('12.5')).toBe('');
    expect(formatMinor(12.5)).toBe('');
    expect(toInteger(' 42 ')).toBe(42);
  });
});

describe('decimal amounts', () => {
  it('turns kobo into the decimal string the API takes, and back', () => {
    expect(minorToDecimal(1218000)).toBe('12180.00');
    expect(minorToDecimal(5)).toBe('0.05');
    expect(minorToDecimal(-150)).toBe('-1.50');
    expect(decimalToMinor('12180')).toBe(1218000);
    expect(decimalToMinor('12,180.5')).toBe(1218050);
    expect(decimalToMinor('0.07')).toBe(7);
    expect(decimalToMinor('1.005')).toBeNull();
    expect(decimalToMinor('abc')).toBeNull();
    expect(decimalToMinor('-5')).toBeNull();
  });

  it('normalizes an amount typed in a form, refusing zero', () => {
    expect(normalizeAmount('12000')).toBe('12000.00');
    expect(normalizeAmount(' 12 000.5 ')).toBe('12000.50');
    expect(normalizeAmount('0')).toBeNull();
    expect(normalizeAmount('')).toBeNull();
    expect(normalizeAmount('12e3')).toBeNull();
  });

  it('reads amounts as people type them in either language', () => {
    expect(normalizeAmount('30,000')).toBe('30000.00');
    expect(normalizeAmount('30 000')).toBe('30000.00');
    expect(normalizeAmount('30\u00a0000,50')).toBe('30000.50');
    expect(normalizeAmount('₦30,000')).toBe('30000.00');
    expect(normalizeAmount('3,00,000')).toBeNull();
    expect(normalizeAmount('30,0000')).toBeNull();
  });
});

describe('hire helpers', () => {
  const base = { funded_at: null, started_at: null, submitted_at: null, completed_at: null, paid_at: null };
  it('marks the steps a hire went through', () => {
    const done = (s: Parameters<typeof timeline>[0]) => timeline(s).filter((x) => x.done).map((x) => x.key);
    expect(done({ ...base, status: 'approved' })).toEqual(['approved']);
    expect(done({ ...base, status: 'in_progress', funded_at: '2026-11-01T10:00:00Z', started_at: '2026-11-02T10:00:00Z' })).toEqual(['approved', 'funded', 'started']);
    expect(done({ ...base, status: 'paid' })).toEqual(['approved', 'funded', 'started', 'submitted', 'completed', 'paid']);
    // A refunded hire shows what happened before it left the path.
    expect(done({ ...base, status: 'refunded', funded_at: '2026-11-01T10:00:00Z' })).toEqual(['approved', 'funded']);
  });

  it('prefills an approval with the quoted price, else the listing’s amount', () => {
    expect(quotedAmount({ new_price: '15000.00', price: '12000.00' }, { amount: '12000.00' })).toBe('15000.00');
    expect(quotedAmount({ quoted_price: '14000.00', new_price: '15000.00' }, { amount: '12000.00' })).toBe('14000.00');
    expect(quotedAmount({ new_price: null, price: '11000.00' }, { amount: '12000.00' })).toBe('12000.00');
    expect(quotedAmount({ new_price: null }, { amount: null, min_amount: '9000' })).toBe('9000');
  });
});
