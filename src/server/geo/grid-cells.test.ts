import { describe, expect, it } from 'vitest';
import { gridCellsAround, maxGridCells } from './grid-cells';
import { distanceKm, outcodeCentroids } from './outcodes';

const cellOf = (at: { latitude: number; longitude: number }) =>
  Math.floor(at.latitude * 10) * 10_000 + Math.floor(at.longitude * 6);

describe('grid cells around an origin', () => {
  it('hold the cell of every district centroid within the radius, from every 40th district and many radii', () => {
    const districts = [...outcodeCentroids().values()];
    let checked = 0;
    for (const origin of districts.filter((_, index) => index % 40 === 0))
      for (const radiusKm of [1, 4, 9, 15, 25, 40, 60]) {
        const cells = gridCellsAround(origin, radiusKm);
        if (!cells) continue;
        const listed = new Set(cells);
        for (const district of districts)
          if (distanceKm(origin, district) <= radiusKm) {
            expect(listed.has(cellOf(district))).toBe(true);
            checked += 1;
          }
      }
    expect(checked).toBeGreaterThan(10_000);
  });

  it('gives up past the cell limit, where a box narrows better', () => {
    const leeds = { latitude: 53.8, longitude: -1.55 };
    expect(gridCellsAround(leeds, 15)?.length).toBeLessThanOrEqual(16);
    expect(gridCellsAround(leeds, 60)?.length).toBeLessThanOrEqual(maxGridCells);
    expect(gridCellsAround(leeds, 100)).toBeUndefined();
  });
});
