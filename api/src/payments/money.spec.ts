import { fromMinor, percentOfMinor, toMinor } from './money';

describe('money in minor units', () => {
  it('parses decimal strings exactly', () => {
    expect(toMinor('12180.5')).toBe(1218050);
    expect(toMinor('0.07')).toBe(7);
    expect(toMinor('15000')).toBe(1500000);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(() => toMinor('-1')).toThrow(RangeError);
    expect(() => toMinor('1.234')).toThrow(RangeError);
    expect(() => toMinor('abc')).toThrow(RangeError);
  });

  it('formats minor units back to two decimals', () => {
    expect(fromMinor(1218050)).toBe('12180.50');
    expect(fromMinor(7)).toBe('0.07');
    expect(fromMinor(-150)).toBe('-1.50');
  });

  it('takes percentages rounded half up to the kobo', () => {
    expect(percentOfMinor(1200000, '1.5')).toBe(18000);
    expect(percentOfMinor(1200000, '10')).toBe(120000);
    expect(percentOfMinor(333, '10')).toBe(33); // 33.3
    expect(percentOfMinor(335, '10')).toBe(34); // 33.5 rounds up
    expect(percentOfMinor(101, '1.5')).toBe(2); // 1.515
    expect(percentOfMinor(0, '10')).toBe(0);
  });
});
