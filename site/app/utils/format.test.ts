import { describe, expect, it } from 'vitest';
import { formatMinor } from './money';
import { money, price } from './format';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('money', () => {
  it('draws the naira sign in both languages, as amounts in minor units do', () => {
    expect(money('8000', 'NGN', 'en')).toBe('₦8,000.00');
    expect(plain(money('8000', 'NGN', 'fr'))).toBe('8 000,00 ₦');
    expect(money('7200.5', 'NGN', 'fr')).toBe(formatMinor(720050, 'NGN', 'fr'));
  });

  it('writes a range with both ends', () => {
    expect(plain(price({ pricing: 'range', min_amount: '5000', max_amount: '9000', currency: 'NGN' }, 'fr'))).toBe('5 000,00 ₦ – 9 000,00 ₦');
  });
});
