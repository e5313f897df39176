import { fromMinor, percentOfMinor, toMinor } from '../../payments/money';
import { checkListingTransition } from './activity.resources';

describe('activity resources', () => {
  it('computes charges exactly, rounding half up to the cent', () => {
    const percentOf = (amount: string, percent: string) => fromMinor(percentOfMinor(toMinor(amount), percent));
    expect(percentOf('250.75', '1.50')).toBe('3.76'); // 3.76125
    expect(percentOf('100', '1.5')).toBe('1.50');
    expect(percentOf('0.10', '1.50')).toBe('0.00');
    expect(percentOf('99999999.99', '2.00')).toBe('2000000.00');
  });

  it('allows only the lifecycle transitions of PRODUCT.md', () => {
    expect(() => checkListingTransition('draft', 'open')).not.toThrow();
    expect(() => checkListingTransition('open', 'closed')).not.toThrow();
    expect(() => checkListingTransition('closed', 'open')).not.toThrow();
    expect(() => checkListingTransition('open', 'open')).not.toThrow();
    expect(() => checkListingTransition('draft', 'closed')).toThrow('A draft listing cannot become closed');
    expect(() => checkListingTransition('closed', 'draft')).toThrow();
  });
});
