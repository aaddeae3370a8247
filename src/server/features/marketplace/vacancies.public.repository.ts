import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { VacancyEmploymentType, VacancyPayBasis } from '../../../shared/marketplace/vacancy.constants';
import type { Database } from '../../db/database';
import { distanceKm } from '../../db/distance-sql';
import { organisations, vacancies } from '../../db/schema';
import { degreesAround } from '../../geo/grid-cells';
import type { LatLng } from '../../geo/outcodes';

export interface BoardFilter {
  /** The UK date: a vacancy whose closing date is before it is no longer listed, closed or not yet. */
  today: string;
  role?: string;
  employmentType?: VacancyEmploymentType;
  payBasis?: VacancyPayBasis;
  minPay?: number;
  maxSessionsPerWeek?: number;
  maxHoursPerWeek?: number;
  postedSince?: Date;
  near?: { origin: LatLng; radiusKm: number };
  sort: 'newest' | 'distance';
  limit: number;
  offset: number;
}

/** Open vacancies of verified organisations, before their closing date: all the board may show. */
function listed(today: string): SQL[] {
  return [
    eq(vacancies.status, 'open'),
    eq(organisations.status, 'verified'),
    gte(vacancies.closingDate, today),
  ];
}

function conditions(filter: BoardFilter): SQL[] {
  const where = listed(filter.today);
  if (filter.role) where.push(eq(vacancies.role, filter.role));
  if (filter.employmentType) where.push(eq(vacancies.employmentType, filter.employmentType));
  if (filter.payBasis) where.push(eq(vacancies.payBasis, filter.payBasis));
  if (filter.minPay !== undefined)
    where.push(
      sql`coalesce(${vacancies.payMaxPounds}, ${vacancies.payMinPounds}) >= ${filter.minPay}::integer`,
    );
  if (filter.maxSessionsPerWeek !== undefined)
    where.push(lte(vacancies.sessionsPerWeek, filter.maxSessionsPerWeek));
  if (filter.maxHoursPerWeek !== undefined) where.push(lte(vacancies.hoursPerWeek, filter.maxHoursPerWeek));
  if (filter.postedSince) where.push(gte(vacancies.publishedAt, filter.postedSince));
  if (filter.near) {
    const { origin, radiusKm } = filter.near;
    const { latitudeBand, longitudeBand } = degreesAround(origin, radiusKm);
    where.push(
      sql`${vacancies.latitude} between ${origin.latitude - latitudeBand}::double precision and ${origin.latitude + latitudeBand}::double precision`,
      sql`${vacancies.longitude} between ${origin.longitude - longitudeBand}::double precision and ${origin.longitude + longitudeBand}::double precision`,
      sql`${distanceKm(vacancies, origin)} <= ${radiusKm}::double precision`,
    );
  }
  return where;
}

/** The public side: reads only, and only what the board may show. */
export function createJobsRepository({ db }: { db: Database }) {
  return {
    async board(filter: BoardFilter) {
      const where = and(...conditions(filter));
      const distance = filter.near
        ? distanceKm(vacancies, filter.near.origin)
        : sql<null>`null`.mapWith(() => null);
      const newest = [desc(vacancies.publishedAt), desc(vacancies.id)];
      const [rows, [total]] = await Promise.all([
        db
          .select({ vacancy: vacancies, organisationName: organisations.name, distanceKm: distance })
          .from(vacancies)
          .innerJoin(organisations, eq(organisations.id, vacancies.organisationId))
          .where(where)
          .orderBy(...(filter.sort === 'distance' ? [asc(distance), ...newest] : newest))
          .limit(filter.limit)
          .offset(filter.offset),
        db
          .select({ total: count() })
          .from(vacancies)
          .innerJoin(organisations, eq(organisations.id, vacancies.organisationId))
          .where(where),
      ]);
      return { rows, total: Number(total?.total ?? 0) };
    },

    /** Every listed job's address and when it last changed, newest first, for the sitemap. */
    async listedAddresses(today: string, limit: number) {
      return db
        .select({ id: vacancies.id, slug: vacancies.slug, updatedAt: vacancies.updatedAt })
        .from(vacancies)
        .innerJoin(organisations, eq(organisations.id, vacancies.organisationId))
        .where(and(...listed(today)))
        .orderBy(desc(vacancies.publishedAt), desc(vacancies.id))
        .limit(limit);
    },

    async job(id: string) {
      const [row] = await db
        .select({
          vacancy: vacancies,
          organisationName: organisations.name,
          organisationStatus: organisations.status,
        })
        .from(vacancies)
        .innerJoin(organisations, eq(organisations.id, vacancies.organisationId))
        .where(eq(vacancies.id, id));
      return row;
    },
  };
}
