import { describe, expect, it } from 'vitest';
import { decimalTextToMinor, formatMoney, fromMinor, parseAmount, percentOfMinor, toMinor } from './index.js';

describe('money', () => {
  it('converts decimal strings and minor units exactly', () => {
    expect(toMinor('12180.5')).toBe(1218050);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(fromMinor(1218050)).toBe('12180.50');
    expect(fromMinor(-5)).toBe('-0.05');
    expect(fromMinor(900719925474099312n)).toBe('9007199254740993.12');
    expect(() => fromMinor(0.5)).toThrow(RangeError);
    expect(() => toMinor('1.005')).toThrow(RangeError);
  });

  it('takes a percentage rounded half up to the kobo', () => {
    expect(percentOfMinor(2500000, '1.5')).toBe(37500);
    expect(percentOfMinor(333, '10')).toBe(33);
    expect(percentOfMinor(335, '10')).toBe(34);
  });

  it('draws one format per language, kobo only when not whole', () => {
    expect(formatMoney(2500000, 'NGN', 'en')).toBe('₦25,000');
    expect(formatMoney(2500050, 'NGN', 'en')).toBe('₦25,000.50');
    expect(formatMoney('2500000', 'NGN', 'fr')).toBe('25\u202f000\u00a0₦');
    expect(formatMoney(2500050, 'NGN', 'fr')).toBe('25\u202f000,50\u00a0₦');
    expect(formatMoney(-50, 'NGN', 'en')).toBe('-₦0.50');
    expect(formatMoney(12, 'GHS', 'en')).toBe('GH₵0.12');
  });

  it('writes GSM-7 for SMS and USSD', () => {
    expect(formatMoney(5350000, 'NGN', 'en', { gsm: true })).toBe('N53,500');
    expect(formatMoney(5350000, 'NGN', 'fr', { gsm: true })).toBe('53 500 N');
  });

  it('gives nothing for what is not an amount in minor units', () => {
    for (const value of [null, undefined, '', '12.5', 'abc', 1.5, Number.NaN]) expect(formatMoney(value)).toBe('');
  });

  it('reads amounts as people type them in either language', () => {
    expect(parseAmount('30,000')).toBe(3000000);
    expect(parseAmount('30 000')).toBe(3000000);
    expect(parseAmount('30\u202f000,50')).toBe(3000050);
    expect(parseAmount('1,250,000.5')).toBe(125000050);
    expect(parseAmount('₦30,000')).toBe(3000000);
    expect(parseAmount('30000')).toBe(3000000);
    expect(parseAmount('12.5')).toBe(1250);
    expect(parseAmount('0')).toBe(0);
  });

  it('refuses what is not an amount', () => {
    for (const value of ['', 'abc', '-5', '3,00,000', '30,0000', '1.234.5', '12.345.', '1e5', '12,5,00', '12.345', '30.000', '1.005'])
      expect(parseAmount(value), value).toBeNull();
  });
});

describe('decimalTextToMinor', () => {
  it('reads the API’s DECIMAL text into minor units, rounding half up past two places', () => {
    expect(decimalTextToMinor('12180.50')).toBe(1218050);
    expect(decimalTextToMinor('0.29')).toBe(29);
    expect(decimalTextToMinor('-12.5')).toBe(-1250);
    expect(decimalTextToMinor('1.005')).toBe(101);
    expect(decimalTextToMinor(40500)).toBe(4050000);
    for (const value of ['abc', '', null, undefined, Number.NaN]) expect(decimalTextToMinor(value)).toBeNull();
  });
});
