import { describe, expect, it } from 'vitest';
import { formatMinor } from './money';
import { money, price } from './format';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('money', () => {
  it('draws the naira sign in both languages, as amounts in minor units do', () => {
    expect(money('8000', 'NGN', 'en')).toBe('₦8,000');
    expect(plain(money('8000', 'NGN', 'fr'))).toBe('8 000 ₦');
    expect(money('7200.5', 'NGN', 'fr')).toBe(formatMinor(720050, 'NGN', 'fr'));
  });

  it('shows the kobo only when the amount is not whole, as the API sends it ("8000.00")', () => {
    expect(money('48000.00', 'NGN', 'en')).toBe('₦48,000');
    expect(plain(money('26000.00', 'NGN', 'fr'))).toBe('26 000 ₦');
    expect(money('7200.50', 'NGN', 'en')).toBe('₦7,200.50');
    expect(plain(money(13875.46, 'NGN', 'fr'))).toBe('13 875,46 ₦');
    // The French grouping is a no-break space: an amount never wraps mid-number.
    expect(money('26000.00', 'NGN', 'fr')).not.toMatch(/ /);
    expect(money('not a number', 'NGN', 'en')).toBe('not a number');
  });

  it('writes a range with both ends', () => {
    expect(plain(price({ pricing: 'range', min_amount: '5000', max_amount: '9000', currency: 'NGN' }, 'fr'))).toBe('5 000 ₦ – 9 000 ₦');
  });
});
