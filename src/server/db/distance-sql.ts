import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const earthRadiusKm = 6371.0088;

/**
 * Kilometres from `origin` to the point in `latitude` and `longitude` (haversine), as SQL: search,
 * matching and the jobs board measure distance the same way. The origin's parts may be values or
 * placeholders; they are cast, as PostgreSQL would otherwise infer integers from `2 * $1`.
 */
export function distanceKm(
  point: { latitude: AnyPgColumn; longitude: AnyPgColumn },
  origin: { latitude: unknown; longitude: unknown },
): SQL<number> {
  const latitude = sql`${origin.latitude}::double precision`;
  const longitude = sql`${origin.longitude}::double precision`;
  return sql<number>`(2 * ${sql.raw(String(earthRadiusKm))} * asin(least(1, sqrt(
    power(sin(radians(${point.latitude} - ${latitude}) / 2), 2)
    + cos(radians(${latitude})) * cos(radians(${point.latitude}))
      * power(sin(radians(${point.longitude} - ${longitude}) / 2), 2)))))`.mapWith(Number);
}
