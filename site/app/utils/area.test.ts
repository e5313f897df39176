import { describe, expect, it } from 'vitest';
import { formatArea, formatDistance } from './area';

describe('formatArea (places as people read them)', () => {
  const ikeja = { name: 'Ikeja', state_name: 'Lagos' };
  it('names the area and its state, then the distance when the viewer’s point is known', () => {
    expect(formatArea(ikeja, null, 'en')).toBe('Ikeja, Lagos');
    expect(formatArea(ikeja, 2.63, 'en')).toBe('Ikeja, Lagos · 2.6 km');
    expect(formatArea(ikeja, 2.63, 'fr')).toBe('Ikeja, Lagos · 2,6 km');
    expect(formatArea(null, 12.4, 'en')).toBe('12 km');
    expect(formatArea(null, null, 'en')).toBe('');
  });
  it('keeps one decimal under 10 km and whole kilometres beyond', () => {
    expect(formatDistance(0, 'en')).toBe('0.0 km');
    expect(formatDistance(9.94, 'en')).toBe('9.9 km');
    expect(formatDistance(1234.5, 'en')).toBe('1,235 km');
  });
});
