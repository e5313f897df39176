import { describe, expect, it } from 'vitest';
import { formatMoney } from './currency';

describe('formatMoney', () => {
  it('puts the currency first and writes the number the chosen language way', () => {
    expect(formatMoney('11000.00', 'NGN', 'en')).toBe('NGN 11,000.00');
    expect(formatMoney('11000.5', 'NGN', 'fr')).toMatch(/^NGN 11\s000,50$/);
    expect(formatMoney(0, 'USD', 'en')).toBe('USD 0.00');
  });

  it('shows nothing for no amount', () => {
    expect(formatMoney(null, 'NGN', 'en')).toBe('');
    expect(formatMoney('', 'NGN', 'en')).toBe('');
  });
});
