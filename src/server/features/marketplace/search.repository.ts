import { createHash } from 'node:crypto';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableName,
  ilike,
  isNotNull,
  isNull,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { enhancedRankingThreshold } from '../../../shared/candidates/profile-benefits';
import type { Database } from '../../db/database';
import { distanceKm } from '../../db/distance-sql';
import {
  candidateDocuments,
  candidateExperience,
  candidateHiddenOrganisations,
  candidateProfiles,
  candidateQualifications,
  candidateSkills,
  organisations,
  userProfiles,
} from '../../db/schema';
import { degreesAround, gridCellsAround } from '../../geo/grid-cells';
import type { LatLng } from '../../geo/outcodes';

export interface CandidateLists {
  skills: string[];
  qualifications: { title: string; yearAwarded: number | null }[];
  registrationBodies: string[];
  experienceCount: number;
}

export interface SearchFilter {
  origin: LatLng;
  radiusKm: number;
  /** The searching organisation's ODS code: candidates who hide from it are left out. */
  organisationOdsCode: string;
  role?: string | undefined;
  tier?: 'portfolio' | 'active_seeker' | undefined;
  availableBy?: string | undefined;
  employmentTypes?: readonly string[] | undefined;
  experienceBands?: readonly string[] | undefined;
  registrationBody?: string | undefined;
  qualification?: string | undefined;
  limit: number;
  offset: number;
}

/**
 * A column with its table's name, for SQL in a select list: Drizzle leaves columns there unqualified
 * when the query reads one table, and a correlated subquery would then compare a column with itself.
 */
export const qualified = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

/**
 * How a value of the filter enters the SQL: as itself (a parameter of this statement), or as a named
 * placeholder whose value is recorded (a search built once per shape, then executed with each search's
 * values: building it through Drizzle costs more than running it, decision 045).
 */
type Bind = (name: string, value: unknown) => unknown;
const asValue: Bind = (_name, value) => value;

function distanceFrom(origin: LatLng, bind: Bind = asValue): SQL<number> {
  return distanceKm(candidateProfiles, {
    latitude: bind('latitude', origin.latitude),
    longitude: bind('longitude', origin.longitude),
  });
}

/** The profile's grid cell, numbered as gridCellsAround numbers them (geo/grid-cells.ts). */
const profileCell = sql`(floor(${candidateProfiles.latitude} * 10) * 10000 + floor(${candidateProfiles.longitude} * 6))::int`;

/** The candidate holds `role` or is interested in it (the same expression as the role-and-cell index). */
const hasRole = (role: string, bind: Bind = asValue) =>
  sql`array_prepend(${candidateProfiles.arrsRole}, ${candidateProfiles.rolesOfInterest}) @> array[${bind('role', role)}::text]`;

/** A list of enum values as one text[] parameter (its items are checked words: no quoting needed). */
const textArray = (items: readonly string[]) => `{${items.join(',')}}`;

/** `%` and `_` in a user's text match themselves in LIKE. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Candidates an employer may find (docs/product/candidate.md#findable-by-employers), within both radii,
 * and of `role` (their own or one of interest) when given. Search and the profile request share it, so
 * they can never disagree.
 *
 * Where it is: the exact distances decide; before them, with a role, the role and the grid cells around
 * the origin (one inverted index holds both, decision 045), else a latitude and longitude box (the
 * location index). Only one of the two is written, so PostgreSQL's generic plan for a prepared search
 * cannot prefer the box and read every profile in it.
 */
export function findable(filter: Findable, role?: string, bind: Bind = asValue) {
  const distance = distanceFrom(filter.origin, bind);
  const conditions: SQL[] = [
    // Written out, not as parameters: a prepared search's generic plan can then match them to the
    // findable-members index (decision 045) and read the tier from the index alone.
    sql`${userProfiles.role} = 'candidate'`,
    sql`${userProfiles.isApproved}`,
    sql`not ${userProfiles.isSuspended}`,
    sql`${userProfiles.recruitmentRepresentationConsent}`,
    sql`${userProfiles.profileTier} in ('portfolio', 'active_seeker')`,
    isNotNull(candidateProfiles.registrationCompletedAt),
    isNotNull(candidateProfiles.workRadiusKm),
    isNotNull(candidateProfiles.latitude),
    isNull(candidateProfiles.hiddenFromSearchAt),
    // `not in` over one organisation's hiders: PostgreSQL hashes them once, where `not exists` can
    // re-scan them for every candidate when the planner misjudges how many candidates there are.
    sql`${candidateProfiles.userId} not in (select ${candidateHiddenOrganisations.userId}
      from ${candidateHiddenOrganisations}
      where ${candidateHiddenOrganisations.odsCode} = ${bind('odsCode', filter.organisationOdsCode)})`,
  ];
  if (role) conditions.push(hasRole(role, bind));
  if (filter.radiusKm === null) return { distance, conditions, byCells: false };
  const { latitudeBand, longitudeBand } = degreesAround(filter.origin, filter.radiusKm);
  const cells = role ? gridCellsAround(filter.origin, filter.radiusKm) : undefined;
  const near = cells
    ? // One parameter whatever the count, so a search's statement text stays the same (statementName).
      [sql`array[${profileCell}] && ${bind('cells', `{${cells.join(',')}}`)}::int[]`]
    : [
        sql`${candidateProfiles.latitude} between ${bind('south', filter.origin.latitude - latitudeBand)}::double precision and ${bind('north', filter.origin.latitude + latitudeBand)}::double precision`,
        sql`${candidateProfiles.longitude} between ${bind('west', filter.origin.longitude - longitudeBand)}::double precision and ${bind('east', filter.origin.longitude + longitudeBand)}::double precision`,
      ];
  return {
    distance,
    /** Whether the cells narrow rather than the box: the statement's text differs (statementName). */
    byCells: cells !== undefined,
    conditions: [
      ...conditions,
      ...near,
      // Both radii in one comparison: the distance's trigonometry is worked out once per profile.
      sql`${distance} <= least(${bind('radiusKm', filter.radiusKm)}::double precision, ${candidateProfiles.workRadiusKm})`,
    ],
  };
}

/** With a radius, search matches both ways; without one (a profile opened from a result), distance only. */
export interface Findable {
  origin: LatLng;
  radiusKm: number | null;
  organisationOdsCode: string;
}

const pageAlias = 'page';

/**
 * The SQL text depends only on which fields are set and how long each list is; PostgreSQL refuses one
 * statement name for two texts, so every field of the filter counts, including any added later.
 */
function statementName(query: string, filter: object): string {
  const shape = Object.entries(filter)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}:${Array.isArray(value) ? value.length : value ? typeof value : '-'}`)
    .join(',');
  return `${query}_${createHash('sha1').update(shape).digest('hex').slice(0, 20)}`;
}

/**
 * Active seekers first; within a tier, profiles with enhanced search ranking (complete enough,
 * profile-benefits.ts) above the rest; within those, the nearest, then the most complete; the reference
 * breaks ties (docs/product/matching.md#profile-benefits).
 */
const ranking = (
  tier: SQL,
  completion: SQL | AnyPgColumn,
  distance: SQL | SQL.Aliased,
  reference: SQL | AnyPgColumn,
) => [
  desc(sql`${tier} = 'active_seeker'`),
  desc(sql`${completion} >= ${sql.raw(String(enhancedRankingThreshold))}`),
  asc(distance),
  desc(completion),
  asc(reference),
];

export const candidateColumns = (distance: SQL<number>) => ({
  userId: candidateProfiles.userId,
  reference: candidateProfiles.reference,
  arrsRole: candidateProfiles.arrsRole,
  rolesOfInterest: candidateProfiles.rolesOfInterest,
  profileTier: userProfiles.profileTier,
  experienceBand: candidateProfiles.experienceBand,
  availableFrom: candidateProfiles.availableFrom,
  employmentTypes: candidateProfiles.employmentTypes,
  completionPercentage: candidateProfiles.completionPercentage,
  workRadiusKm: candidateProfiles.workRadiusKm,
  sessionsPerWeek: candidateProfiles.sessionsPerWeek,
  homePostcode: userProfiles.homePostcode,
  videoFileId: candidateProfiles.videoFileId,
  videoVisibleToEmployers: candidateProfiles.videoVisibleToEmployers,
  distanceKm: distance,
});

/** The anonymised profile's lists as columns of the candidate's row (`owner`: their user id). */
export function listColumns(owner: SQL) {
  return {
    skills: sql<
      string[]
    >`coalesce((select array_agg(${qualified(candidateSkills.name)} order by ${qualified(candidateSkills.position)})
      from ${candidateSkills} where ${qualified(candidateSkills.userId)} = ${owner}), '{}')`,
    qualifications: sql<CandidateLists['qualifications']>`coalesce((select json_agg(json_build_object(
        'title', ${qualified(candidateQualifications.title)},
        'yearAwarded', ${qualified(candidateQualifications.yearAwarded)})
        order by ${qualified(candidateQualifications.position)})
      from ${candidateQualifications} where ${qualified(candidateQualifications.userId)} = ${owner}), '[]'::json)`,
    registrationBodies: sql<
      string[]
    >`coalesce((select array_agg(distinct ${qualified(candidateDocuments.registrationBody)})
      from ${candidateDocuments}
      where ${qualified(candidateDocuments.userId)} = ${owner}
        and ${qualified(candidateDocuments.registrationBody)} is not null
        and ${qualified(candidateDocuments.status)} in ('pending', 'verified')), '{}')`,
    experienceCount: sql<number>`(select count(*) from ${candidateExperience}
      where ${qualified(candidateExperience.userId)} = ${owner})`.mapWith(Number),
  };
}

/** Findable within both radii (see findable) and every filter the employer set. */
function searchConditions(filter: Omit<SearchFilter, 'limit' | 'offset'>, bind: Bind = asValue) {
  const { distance, conditions, byCells } = findable(filter, filter.role, bind);
  if (filter.tier) conditions.push(sql`${userProfiles.profileTier} = ${bind('tier', filter.tier)}`);
  if (filter.availableBy)
    conditions.push(
      sql`${candidateProfiles.availableFrom} <= ${bind('availableBy', filter.availableBy)}::date`,
    );
  if (filter.employmentTypes?.length)
    conditions.push(
      sql`${candidateProfiles.employmentTypes} && ${bind('employmentTypes', textArray(filter.employmentTypes))}::text[]`,
    );
  if (filter.experienceBands?.length)
    conditions.push(
      sql`${candidateProfiles.experienceBand} = any(${bind('experienceBands', textArray(filter.experienceBands))}::text[])`,
    );
  if (filter.registrationBody)
    conditions.push(
      sql`exists (select 1 from ${candidateDocuments}
        where ${candidateDocuments.userId} = ${candidateProfiles.userId}
          and ${candidateDocuments.registrationBody} = ${bind('registrationBody', filter.registrationBody)}
          and ${candidateDocuments.status} in ('pending', 'verified'))`,
    );
  if (filter.qualification)
    conditions.push(
      sql`exists (select 1 from ${candidateQualifications}
        where ${candidateQualifications.userId} = ${candidateProfiles.userId}
          and ${candidateQualifications.title} ilike ${bind('qualification', `%${likeEscaped(filter.qualification)}%`)})`,
    );
  return { distance, conditions, byCells };
}

/**
 * Each database's searches built once per shape (statementName): later searches of the shape only
 * bind their values. Keyed weakly, so a closed test database takes its statements with it.
 */
const builtSearches = new WeakMap<Database, Map<string, ReturnType<typeof buildSearch>>>();

/** The page of results with their lists, every value a placeholder that `bind` named. */
function buildSearch(db: Database, filter: Omit<SearchFilter, 'limit' | 'offset'>, name: string) {
  const { distance, conditions } = searchConditions(filter, (key) => sql.placeholder(key));
  const page = db
    .select({
      ...candidateColumns(distance),
      distanceKm: distance.as('distance_km'),
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(candidateProfiles)
    .innerJoin(userProfiles, eq(userProfiles.userId, candidateProfiles.userId))
    .where(and(...conditions))
    .orderBy(
      ...ranking(
        sql`${userProfiles.profileTier}`,
        candidateProfiles.completionPercentage,
        distance,
        candidateProfiles.reference,
      ),
    )
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as(pageAlias);
  return (
    db
      .select({
        ...page._.selectedFields,
        ...listColumns(sql`${sql.identifier(pageAlias)}.${sql.identifier('user_id')}`),
      })
      .from(page)
      .orderBy(
        ...ranking(sql`${page.profileTier}`, page.completionPercentage, page.distanceKm, page.reference),
      )
      // A named statement per filter shape: on PostgreSQL each connection parses it once and soon
      // keeps a generic plan, which saves planning on every search (bench/search.ts).
      .prepare(name)
  );
}

export function createSearchRepository({ db }: { db: Database }) {
  return {
    async search(filter: SearchFilter) {
      const values: Record<string, unknown> = { limit: filter.limit, offset: filter.offset };
      const { conditions, byCells } = searchConditions(filter, (key, value) => {
        values[key] = value;
        return value;
      });
      const name = statementName('search', { ...filter, byCells });
      const built = builtSearches.get(db) ?? new Map<string, ReturnType<typeof buildSearch>>();
      builtSearches.set(db, built);
      let prepared = built.get(name);
      if (!prepared) {
        prepared = buildSearch(db, filter, name);
        built.set(name, prepared);
      }
      const rows = await prepared.execute(values);
      return { rows, total: rows[0]?.total ?? (filter.offset > 0 ? await countOnly() : 0) };

      async function countOnly() {
        const [row] = await db
          .select({ total: count() })
          .from(candidateProfiles)
          .innerJoin(userProfiles, eq(userProfiles.userId, candidateProfiles.userId))
          .where(and(...conditions));
        return row?.total ?? 0;
      }
    },

    /** Whether one candidate would be in this search's results (a saved search's alert). */
    async candidateMatchesFilter(userId: string, filter: Omit<SearchFilter, 'limit' | 'offset'>) {
      const { conditions } = searchConditions(filter);
      const [row] = await db
        .select({ userId: candidateProfiles.userId })
        .from(candidateProfiles)
        .innerJoin(userProfiles, eq(userProfiles.userId, candidateProfiles.userId))
        .where(and(eq(candidateProfiles.userId, userId), ...conditions));
      return row !== undefined;
    },

    /** One candidate, if this organisation may see them (see Findable). */
    async findVisibleUser(userId: string, filter: Findable) {
      const { distance, conditions } = findable(filter);
      const [row] = await db
        .select({ ...candidateColumns(distance), ...listColumns(qualified(candidateProfiles.userId)) })
        .from(candidateProfiles)
        .innerJoin(userProfiles, eq(userProfiles.userId, candidateProfiles.userId))
        .where(and(eq(candidateProfiles.userId, userId), ...conditions));
      return row;
    },

    async listHidden(userId: string) {
      return db
        .select({ odsCode: candidateHiddenOrganisations.odsCode, organisationName: organisations.name })
        .from(candidateHiddenOrganisations)
        .leftJoin(
          organisations,
          and(
            eq(organisations.odsCode, candidateHiddenOrganisations.odsCode),
            sql`${organisations.status} <> 'rejected'`,
          ),
        )
        .where(eq(candidateHiddenOrganisations.userId, userId))
        .orderBy(asc(candidateHiddenOrganisations.createdAt));
    },

    async hide(userId: string, odsCode: string, at: Date) {
      await db
        .insert(candidateHiddenOrganisations)
        .values({ userId, odsCode, createdAt: at })
        .onConflictDoNothing();
    },

    async countHidden(userId: string) {
      const [row] = await db
        .select({ total: count() })
        .from(candidateHiddenOrganisations)
        .where(eq(candidateHiddenOrganisations.userId, userId));
      return row?.total ?? 0;
    },

    async unhide(userId: string, odsCode: string) {
      const rows = await db
        .delete(candidateHiddenOrganisations)
        .where(
          and(
            eq(candidateHiddenOrganisations.userId, userId),
            eq(candidateHiddenOrganisations.odsCode, odsCode),
          ),
        )
        .returning({ odsCode: candidateHiddenOrganisations.odsCode });
      return rows.length > 0;
    },

    /** Registered organisations by name or ODS code, for the candidate's hide list. */
    async lookupOrganisations(text: string) {
      const pattern = `%${likeEscaped(text)}%`;
      return db
        .select({
          odsCode: organisations.odsCode,
          name: organisations.name,
          postcode: organisations.postcode,
        })
        .from(organisations)
        .where(
          and(
            sql`${organisations.status} in ('pending', 'verified')`,
            sql`(${ilike(organisations.name, pattern)} or ${ilike(organisations.odsCode, pattern)})`,
          ),
        )
        .orderBy(asc(organisations.name))
        .limit(20);
    },
  };
}

export type VisibleCandidate = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createSearchRepository>['findVisibleUser']>>
>;
