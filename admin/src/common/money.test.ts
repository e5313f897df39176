import { describe, expect, it } from 'vitest';
import { decimalTextToMinor, decimalToMinor, formatDecimalMoney, formatMinorMoney, minorToDecimal } from './money';

describe('formatMinorMoney', () => {
  it("writes kobo through the shared format: whole naira without kobo, one format per language", () => {
    expect(formatMinorMoney(2500000, 'NGN', 'en')).toBe('₦25,000');
    expect(formatMinorMoney(2500000, 'NGN', 'fr')).toBe('25\u202f000\u00a0₦');
    expect(formatMinorMoney(1218000, 'NGN', 'en')).toBe('₦12,180');
    expect(formatMinorMoney('1218050', 'NGN', 'en')).toBe('₦12,180.50');
    expect(formatMinorMoney(1218050, 'NGN', 'fr')).toBe('12\u202f180,50\u00a0₦');
    expect(formatMinorMoney(0, 'NGN', 'en')).toBe('₦0');
    expect(formatMinorMoney(-150, 'NGN', 'en')).toBe('-₦1.50');
    expect(formatMinorMoney(999, 'USD', 'en')).toBe('$9.99');
  });

  it('shows nothing for no amount and the raw value for a non-number', () => {
    expect(formatMinorMoney(null, 'NGN', 'en')).toBe('');
    expect(formatMinorMoney(undefined, 'NGN', 'en')).toBe('');
    expect(formatMinorMoney('', 'NGN', 'en')).toBe('');
    expect(formatMinorMoney('n/a', 'NGN', 'en')).toBe('n/a');
  });
});

describe('formatDecimalMoney (DECIMAL columns in major units)', () => {
  it('reads the decimal without floating point and writes it in the same one format', () => {
    expect(formatDecimalMoney('11000.00', 'NGN', 'en')).toBe('₦11,000');
    expect(formatDecimalMoney('11000.5', 'NGN', 'fr')).toBe('11\u202f000,50\u00a0₦');
    expect(formatDecimalMoney(0, 'NGN', 'en')).toBe('₦0');
    expect(formatDecimalMoney(null, 'NGN', 'en')).toBe('');
    expect(formatDecimalMoney('', 'NGN', 'en')).toBe('');
  });

  it('turns decimal text into minor units, rounding past two places', () => {
    expect(decimalTextToMinor('12180.50')).toBe(1218050);
    expect(decimalTextToMinor('0.29')).toBe(29);
    expect(decimalTextToMinor('-12.5')).toBe(-1250);
    expect(decimalTextToMinor('1.005')).toBe(101);
    expect(decimalTextToMinor(40500)).toBe(4050000);
    expect(decimalTextToMinor('abc')).toBeNull();
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
