import type { LatLng } from './outcodes';

const kmPerDegreeLatitude = 111.2;

/** Degrees of latitude and longitude either side of `origin` that hold every point within `radiusKm`. */
export function degreesAround(origin: LatLng, radiusKm: number) {
  const latitudeBand = radiusKm / kmPerDegreeLatitude;
  // Degrees of longitude shrink towards the poles: widen the band for the band's highest latitude.
  const highestLatitude = Math.min(89, Math.abs(origin.latitude) + latitudeBand);
  const longitudeBand = radiusKm / (kmPerDegreeLatitude * Math.cos((highestLatitude * Math.PI) / 180));
  return { latitudeBand, longitudeBand };
}

/** Beyond this many cells (a radius over about 60 km) a box narrows better than a list of cells. */
export const maxGridCells = 150;

/**
 * Grid cells of about 11 km (a tenth of a degree of latitude by a sixth of a degree of longitude),
 * numbered `floor(latitude * 10) * 10000 + floor(longitude * 6)`: the cells that meet the box of
 * degreesAround, or undefined when there are more than maxGridCells. The SQL that numbers a profile's
 * cell (search.repository.ts) and the index over it (decision 045) use the same formula.
 */
export function gridCellsAround(origin: LatLng, radiusKm: number): number[] | undefined {
  const { latitudeBand, longitudeBand } = degreesAround(origin, radiusKm);
  const south = Math.floor((origin.latitude - latitudeBand) * 10);
  const north = Math.floor((origin.latitude + latitudeBand) * 10);
  const west = Math.floor((origin.longitude - longitudeBand) * 6);
  const east = Math.floor((origin.longitude + longitudeBand) * 6);
  if ((north - south + 1) * (east - west + 1) > maxGridCells) return undefined;
  const cells: number[] = [];
  for (let row = south; row <= north; row += 1)
    for (let column = west; column <= east; column += 1) cells.push(row * 10_000 + column);
  return cells;
}
