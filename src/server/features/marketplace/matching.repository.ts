import { and, eq, gte, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { maxMatchRadiusKm } from '../../../shared/marketplace/matching.constants';
import type { Database } from '../../db/database';
import { distanceKm } from '../../db/distance-sql';
import {
  candidateHiddenOrganisations,
  candidateProfiles,
  organisations,
  userProfiles,
  vacancies,
} from '../../db/schema';
import { degreesAround } from '../../geo/grid-cells';
import type { LatLng } from '../../geo/outcodes';
import { candidateColumns, findable, listColumns, qualified } from './search.repository';

/*
 * The hard filters of a match, in SQL (docs/product/matching.md): the role, both radii, and everything
 * that makes a professional findable or a vacancy listed. The scoring function (shared/marketplace/
 * match-score.ts) ranks what these return.
 */

/** A band of latitude and longitude around `origin` that holds every point within `radiusKm`. */
function box(origin: LatLng, radiusKm: number) {
  const { latitudeBand, longitudeBand } = degreesAround(origin, radiusKm);
  return {
    minLatitude: origin.latitude - latitudeBand,
    maxLatitude: origin.latitude + latitudeBand,
    minLongitude: origin.longitude - longitudeBand,
    maxLongitude: origin.longitude + longitudeBand,
  };
}

/** What a vacancy brings to a match, and where it is. */
export interface MatchingVacancy {
  id: string;
  organisationId: string;
  organisationOdsCode: string;
  role: string;
  latitude: number;
  longitude: number;
  matchRadiusKm: number;
}

/** What a professional brings to a match, and where they are. */
export interface MatchingCandidate {
  userId: string;
  arrsRole: string | null;
  rolesOfInterest: string[];
  latitude: number;
  longitude: number;
  workRadiusKm: number;
}

const vacancyMatchColumns = (distance: SQL<number>) => ({
  id: vacancies.id,
  organisationId: vacancies.organisationId,
  organisationName: organisations.name,
  role: vacancies.role,
  title: vacancies.title,
  slug: vacancies.slug,
  employmentType: vacancies.employmentType,
  sessionsPerWeek: vacancies.sessionsPerWeek,
  hoursPerWeek: vacancies.hoursPerWeek,
  payBasis: vacancies.payBasis,
  payMinPounds: vacancies.payMinPounds,
  payMaxPounds: vacancies.payMaxPounds,
  postcodeDistrict: vacancies.postcodeDistrict,
  workArrangement: vacancies.workArrangement,
  startDate: vacancies.startDate,
  closingDate: vacancies.closingDate,
  registrationBody: vacancies.registrationBody,
  skills: vacancies.skills,
  matchRadiusKm: vacancies.matchRadiusKm,
  publishedAt: vacancies.publishedAt,
  distanceKm: distance,
});

/** Findable by the vacancy's organisation, of its role, within both radii (candidatesForVacancy). */
/** Findable for the vacancy's organisation, of its role, within both radii (findable narrows by role). */
function vacancyCandidates(vacancy: MatchingVacancy) {
  return findable(
    {
      origin: { latitude: vacancy.latitude, longitude: vacancy.longitude },
      radiusKm: vacancy.matchRadiusKm,
      organisationOdsCode: vacancy.organisationOdsCode,
    },
    vacancy.role,
  );
}

export function createMatchingRepository({ db }: { db: Database }) {
  return {
    /**
     * Professionals an organisation may find for a vacancy: findable, not hiding from it, of the role
     * (their own or one of interest), within the vacancy's radius and their own. `tier` narrows to job
     * seekers (alerts); `userIds` to some professionals (a newly saved profile).
     */
    async candidatesForVacancy(
      vacancy: MatchingVacancy,
      options: { tier?: 'active_seeker'; limit: number; userIds?: readonly string[] },
    ) {
      const { distance, conditions } = vacancyCandidates(vacancy);
      if (options.tier) conditions.push(eq(userProfiles.profileTier, options.tier));
      if (options.userIds) conditions.push(inArray(candidateProfiles.userId, [...options.userIds]));
      const {
        qualifications: _qualifications,
        experienceCount: _count,
        ...lists
      } = listColumns(qualified(candidateProfiles.userId));
      return db
        .select({ ...candidateColumns(distance), ...lists })
        .from(candidateProfiles)
        .innerJoin(userProfiles, eq(userProfiles.userId, candidateProfiles.userId))
        .where(and(...conditions))
        .orderBy(distance, candidateProfiles.reference)
        .limit(options.limit);
    },

    /**
     * The anonymised profile's every column of some of a vacancy's candidates (the suggestions shown),
     * under the same hard filters: a professional who stopped matching meanwhile is left out.
     */
    async candidateProfilesForVacancy(vacancy: MatchingVacancy, userIds: readonly string[]) {
      if (userIds.length === 0) return [];
      const { distance, conditions } = vacancyCandidates(vacancy);
      return db
        .select({ ...candidateColumns(distance), ...listColumns(qualified(candidateProfiles.userId)) })
        .from(candidateProfiles)
        .innerJoin(userProfiles, eq(userProfiles.userId, candidateProfiles.userId))
        .where(and(inArray(candidateProfiles.userId, [...userIds]), ...conditions));
    },

    /**
     * Only the user ids of the professionals `candidatesForVacancy` would return, nearest first: what a
     * vacancy's alerts need, without each one's lists.
     */
    async candidateIdsForVacancy(
      vacancy: MatchingVacancy,
      options: { tier?: 'active_seeker'; limit: number },
    ) {
      const { distance, conditions } = vacancyCandidates(vacancy);
      if (options.tier) conditions.push(eq(userProfiles.profileTier, options.tier));
      return db
        .select({ userId: candidateProfiles.userId })
        .from(candidateProfiles)
        .innerJoin(userProfiles, eq(userProfiles.userId, candidateProfiles.userId))
        .where(and(...conditions))
        .orderBy(distance, candidateProfiles.reference)
        .limit(options.limit);
    },

    /**
     * Open vacancies of verified organisations, before their closing date, of the professional's role
     * or roles of interest, within both radii, from organisations they do not hide from.
     */
    async vacanciesForCandidate(candidate: MatchingCandidate, options: { today: string; limit: number }) {
      const roles = [...new Set([candidate.arrsRole, ...candidate.rolesOfInterest].filter((role) => role))];
      if (roles.length === 0) return [];
      const origin = { latitude: candidate.latitude, longitude: candidate.longitude };
      const reach = Math.min(candidate.workRadiusKm, maxMatchRadiusKm);
      const bounds = box(origin, reach);
      const distance = distanceKm(vacancies, origin);
      return db
        .select(vacancyMatchColumns(distance))
        .from(vacancies)
        .innerJoin(organisations, eq(organisations.id, vacancies.organisationId))
        .where(
          and(
            eq(vacancies.status, 'open'),
            eq(organisations.status, 'verified'),
            gte(vacancies.closingDate, options.today),
            inArray(vacancies.role, roles as string[]),
            sql`${vacancies.latitude} between ${bounds.minLatitude}::double precision and ${bounds.maxLatitude}::double precision`,
            sql`${vacancies.longitude} between ${bounds.minLongitude}::double precision and ${bounds.maxLongitude}::double precision`,
            sql`${distance} <= ${reach}::double precision`,
            sql`${distance} <= ${vacancies.matchRadiusKm}`,
            sql`${organisations.odsCode} not in (select ${candidateHiddenOrganisations.odsCode}
              from ${candidateHiddenOrganisations}
              where ${candidateHiddenOrganisations.userId} = ${candidate.userId})`,
          ),
        )
        .orderBy(distance, vacancies.id)
        .limit(options.limit);
    },

    /** The professional's own facts for matching, when their profile can be matched at all. */
    async candidateFacts(userId: string) {
      const lists = listColumns(qualified(candidateProfiles.userId));
      const [row] = await db
        .select({
          userId: candidateProfiles.userId,
          arrsRole: candidateProfiles.arrsRole,
          rolesOfInterest: candidateProfiles.rolesOfInterest,
          latitude: candidateProfiles.latitude,
          longitude: candidateProfiles.longitude,
          workRadiusKm: candidateProfiles.workRadiusKm,
          availableFrom: candidateProfiles.availableFrom,
          employmentTypes: candidateProfiles.employmentTypes,
          sessionsPerWeek: candidateProfiles.sessionsPerWeek,
          completionPercentage: candidateProfiles.completionPercentage,
          profileTier: userProfiles.profileTier,
          skills: lists.skills,
          registrationBodies: lists.registrationBodies,
        })
        .from(candidateProfiles)
        .innerJoin(userProfiles, eq(userProfiles.userId, candidateProfiles.userId))
        .where(
          and(
            eq(candidateProfiles.userId, userId),
            isNotNull(candidateProfiles.registrationCompletedAt),
            isNotNull(candidateProfiles.latitude),
            isNotNull(candidateProfiles.workRadiusKm),
          ),
        );
      if (!row || row.latitude == null || row.longitude == null || row.workRadiusKm == null) return undefined;
      return { ...row, latitude: row.latitude, longitude: row.longitude, workRadiusKm: row.workRadiusKm };
    },

    /** A vacancy's facts for matching, with its organisation's ODS code. */
    async vacancyFacts(vacancyId: string) {
      const [row] = await db
        .select({
          id: vacancies.id,
          organisationId: vacancies.organisationId,
          organisationOdsCode: organisations.odsCode,
          organisationName: organisations.name,
          status: vacancies.status,
          organisationStatus: organisations.status,
          role: vacancies.role,
          title: vacancies.title,
          latitude: vacancies.latitude,
          longitude: vacancies.longitude,
          matchRadiusKm: vacancies.matchRadiusKm,
          startDate: vacancies.startDate,
          closingDate: vacancies.closingDate,
          employmentType: vacancies.employmentType,
          sessionsPerWeek: vacancies.sessionsPerWeek,
          hoursPerWeek: vacancies.hoursPerWeek,
          registrationBody: vacancies.registrationBody,
          skills: vacancies.skills,
          publishedAt: vacancies.publishedAt,
        })
        .from(vacancies)
        .innerJoin(organisations, eq(organisations.id, vacancies.organisationId))
        .where(eq(vacancies.id, vacancyId));
      return row;
    },
  };
}

export type MatchingRepository = ReturnType<typeof createMatchingRepository>;
export type CandidateForVacancy = Awaited<ReturnType<MatchingRepository['candidatesForVacancy']>>[number];
export type VacancyForCandidate = Awaited<ReturnType<MatchingRepository['vacanciesForCandidate']>>[number];
