import { describe, expect, it } from 'vitest';
import { monthLabels, twelve } from './months';

describe('month labels', () => {
  it('names all twelve months, October included, in the chosen language', () => {
    const keys = ['2025-12', '2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11'];
    const en = monthLabels('en', keys);
    expect(en).toHaveLength(12);
    expect(en[0]).toBe('Dec');
    expect(en[10]).toBe('Oct');
    expect(monthLabels('fr', keys)[10]).toMatch(/^oct/);
  });

  it('falls back to the last twelve months ending now', () => {
    const labels = monthLabels('en', undefined, new Date(2026, 10, 22));
    expect(labels[0]).toBe('Dec');
    expect(labels[11]).toBe('Nov');
  });

  it('pads or trims a series to twelve numbers', () => {
    expect(twelve([1, 2])).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 2]);
    expect(twelve(undefined)).toHaveLength(12);
  });
});
