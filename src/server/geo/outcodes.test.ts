import { describe, expect, it } from 'vitest';
import { distanceKm, locate, outcodeCentroids, outwardCode } from './outcodes';

describe('postcode districts (distance search)', () => {
  it('reads every district of the shipped data', () => {
    const centroids = outcodeCentroids();
    expect(centroids.size).toBe(2867);
    expect(centroids.get('LS1')).toEqual({ latitude: 53.7976, longitude: -1.5516 });
    for (const { latitude, longitude } of centroids.values()) {
      expect(latitude).toBeGreaterThan(49.8);
      expect(latitude).toBeLessThan(60.95);
      expect(longitude).toBeGreaterThan(-8.7);
      expect(longitude).toBeLessThan(1.8);
    }
  });

  it.each([
    ['LS1 4AP', 'LS1'],
    ['ls14ap', 'LS1'],
    ['SW1A 1AA', 'SW1A'],
    ['M1 1AE', 'M1'],
    ['EC1A 1BB', 'EC1A'],
    ['M1', 'M1'],
    ['LOCATION_REQUIRED', undefined],
    ['12345', undefined],
  ])('outward code of %s is %s', (postcode, expected) => {
    expect(outwardCode(postcode)).toBe(expected);
  });

  it('measures known distances: LS1 to LS6 is within 10 km, LS1 to M1 is not', () => {
    const ls1 = locate('LS1 4AP');
    const ls6 = locate('LS6 3HN');
    const m1 = locate('M1 1AE');
    if (!ls1 || !ls6 || !m1) throw new Error('districts missing');
    expect(distanceKm(ls1, ls6)).toBeCloseTo(2.8, 0);
    expect(distanceKm(ls1, ls6)).toBeLessThan(10);
    expect(distanceKm(ls1, m1)).toBeGreaterThan(50);
    expect(distanceKm(ls1, m1)).toBeLessThan(60);
    expect(distanceKm(ls1, ls1)).toBe(0);
  });

  it('has no location for Northern Ireland or unknown districts', () => {
    expect(locate('BT1 1AA')).toBeUndefined();
    expect(locate('ZZ9 9ZZ')).toBeUndefined();
  });
});
