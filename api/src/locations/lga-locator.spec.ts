import { LgaLocator, readLgaRecords } from './lga-locator';

describe('LgaLocator (the simplified boundaries the product carries)', () => {
  const records = readLgaRecords();
  const locator = LgaLocator.shared();
  const named = (state: string, name: string) => records.find((record) => record.state === state && record.name === name)!.id;

  it('reads 774 LGAs in 37 states, ids 1-774 in the CSV order', () => {
    expect(records).toHaveLength(774);
    expect(new Set(records.map((record) => record.state)).size).toBe(37);
    expect(records.map((record) => record.id)).toEqual(Array.from({ length: 774 }, (_, index) => index + 1));
  });

  it('finds every LGA from its own centre point', () => {
    const wrong = records.filter((record) => locator.locate(record.latitude, record.longitude) !== record.id);
    expect(wrong.map((record) => `${record.name}, ${record.state}`)).toEqual([]);
  });

  it('places known addresses in their LGA', () => {
    expect(locator.locate(6.603, 3.349)).toBe(named('Lagos', 'Ikeja'));
    expect(locator.locate(11.982, 8.519)).toBe(named('Kano', 'Kano Municipal'));
    expect(locator.locate(8.943, 7.406)).toBe(named('Federal Capital Territory', 'Municipal Area Council'));
    // Yaba (Lagos Mainland), the Lagos State secretariat at Alausa (Ikeja), Port Harcourt's old GRA.
    expect(locator.locate(6.5095, 3.3711)).toBe(named('Lagos', 'Lagos Mainland'));
    expect(locator.locate(6.6194, 3.3595)).toBe(named('Lagos', 'Ikeja'));
    expect(locator.locate(4.7939, 7.0117)).toBe(named('Rivers', 'Port-Harcourt'));
  });

  it('answers the same with and without the index, and nothing outside Nigeria', () => {
    for (const [latitude, longitude] of [
      [6.603, 3.349],
      [9.0765, 7.3986],
      [12.0022, 8.592],
      [4.5, 6.0],
    ])
      expect(locator.locate(latitude, longitude)).toBe(locator.locateWithoutIndex(latitude, longitude));
    expect(locator.locate(51.5, -0.12)).toBeNull(); // London
    expect(locator.locate(6.1319, 1.2228)).toBeNull(); // Lomé, Togo
    expect(locator.locate(3.5, 5.0)).toBeNull(); // the Gulf of Guinea
    expect(locator.locate(Number.NaN, 3)).toBeNull();
  });
});
