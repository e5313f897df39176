import { describe, expect, it } from 'vitest';
import { decimalToMinor, formatMinorMoney, minorToDecimal } from './money';

describe('formatMinorMoney', () => {
  it('writes kobo as naira with the symbol, the chosen language way', () => {
    expect(formatMinorMoney(1218000, 'NGN', 'en')).toBe('₦12,180.00');
    expect(formatMinorMoney('1218050', 'NGN', 'en')).toBe('₦12,180.50');
    expect(formatMinorMoney(1218000, 'NGN', 'fr')).toMatch(/^12\s180,00\s₦$/);
    expect(formatMinorMoney(0, 'NGN', 'en')).toBe('₦0.00');
    expect(formatMinorMoney(-150, 'NGN', 'en')).toBe('-₦1.50');
    expect(formatMinorMoney(999, 'USD', 'en')).toBe('$9.99');
  });

  it('shows nothing for no amount and the raw value for a non-number', () => {
    expect(formatMinorMoney(null, 'NGN', 'en')).toBe('');
    expect(formatMinorMoney(undefined, 'NGN', 'en')).toBe('');
    expect(formatMinorMoney('', 'NGN', 'en')).toBe('');
    expect(formatMinorMoney('n/a', 'NGN', 'en')).toBe('n/a');
  });

  it('falls back to the code before the number for an unknown currency', () => {
    expect(formatMinorMoney(100, 'XYZW', 'en')).toBe('XYZW 1.00');
  });
});

describe('decimalToMinor / minorToDecimal', () => {
  it('reads a typed amount into kobo without floating point', () => {
    expect(decimalToMinor('12180')).toBe(1218000);
    expect(decimalToMinor('12180.5')).toBe(1218050);
    expect(decimalToMinor('0.29')).toBe(29);
    expect(decimalToMinor(' 1,000.10 ')).toBe(100010);
    expect(decimalToMinor(5000)).toBe(500000);
  });

  it('refuses negatives, three decimals and words', () => {
    expect(decimalToMinor('-1')).toBeNull();
    expect(decimalToMinor('1.234')).toBeNull();
    expect(decimalToMinor('abc')).toBeNull();
    expect(decimalToMinor('')).toBeNull();
    expect(decimalToMinor(null)).toBeNull();
  });

  it('writes kobo as the decimal string the API takes', () => {
    expect(minorToDecimal(1218050)).toBe('12180.50');
    expect(minorToDecimal(29)).toBe('0.29');
    expect(minorToDecimal(0)).toBe('0.00');
  });
});
