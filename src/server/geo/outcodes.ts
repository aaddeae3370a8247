import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../project-root';

/**
 * GB postcode-district centroids (ONS data, Open Government Licence v3.0; attribution in the README).
 * Northern Ireland, the Channel Islands and the Isle of Man are not in the data: no location.
 */
export interface LatLng {
  latitude: number;
  longitude: number;
}

const csvPath = join(projectRoot, 'src', 'server', 'geo', 'uk-outcodes.csv');

/** Parses the CSV (`outcode,latitude,longitude` with a header row). */
export function parseOutcodes(csv: string): ReadonlyMap<string, LatLng> {
  const centroids = new Map<string, LatLng>();
  for (const line of csv.split(/\r?\n/).slice(1)) {
    const [outcode, latitude, longitude] = line.split(',');
    if (!outcode || latitude === undefined || longitude === undefined) continue;
    centroids.set(outcode.trim().toUpperCase(), { latitude: Number(latitude), longitude: Number(longitude) });
  }
  return centroids;
}

let loaded: ReadonlyMap<string, LatLng> | undefined;
export function outcodeCentroids(): ReadonlyMap<string, LatLng> {
  loaded ??= parseOutcodes(readFileSync(csvPath, 'utf8'));
  return loaded;
}

/**
 * The outward code of a UK postcode: 'LS1 4AP', 'ls14ap' → 'LS1'; an outward code alone ('M1') is
 * returned as it is. Undefined when it is neither.
 */
export function outwardCode(postcode: string): string | undefined {
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  const full = /^([A-Z]{1,2}\d[A-Z\d]?)(\d[A-Z]{2})$/.exec(compact);
  if (full) return full[1];
  return /^[A-Z]{1,2}\d[A-Z\d]?$/.test(compact) ? compact : undefined;
}

export function locate(postcode: string): LatLng | undefined {
  const outcode = outwardCode(postcode);
  return outcode ? outcodeCentroids().get(outcode) : undefined;
}

const earthRadiusKm = 6371.0088;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in kilometres. */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}
