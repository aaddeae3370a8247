import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { matchAlerts, organisationMembers, organisations, savedSearches } from '../../db/schema';
import type { LatLng } from '../../geo/outcodes';

/*
 * The alerts of matching (docs/product/matching.md#alerts-and-digests): unique per pair in the database,
 * so an alert is made once however often the vacancy reopens or the profile is saved.
 */

const kmPerDegreeLatitude = 111.2;

/** A JSON array of strings as a set of rows: one parameter however many ids. */
const idsOf = (ids: readonly string[]) => sql`json_array_elements_text(${JSON.stringify(ids)}::json)`;

export function createMatchAlertsRepository({ db }: { db: Database }) {
  return {
    /** Alerts each job seeker of the vacancy once; answers those alerted now (not already before). */
    async insertVacancyAlerts(vacancyId: string, recipientIds: readonly string[], at: Date) {
      if (recipientIds.length === 0) return [];
      const result = (await db.execute(sql`
        insert into ${matchAlerts} (recipient_user_id, kind, vacancy_id, created_at)
        select recipient.value, 'vacancy_match', ${vacancyId}::uuid, ${at.toISOString()}::timestamptz
        from ${idsOf(recipientIds)} as recipient(value)
        on conflict (recipient_user_id, vacancy_id) where kind = 'vacancy_match' do nothing
        returning recipient_user_id`)) as unknown as { rows: { recipient_user_id: string }[] };
      return result.rows.map((row) => row.recipient_user_id);
    },

    /**
     * The alerting saved searches of verified organisations whose circle may hold `place` (a band of
     * latitude and longitude around each search's origin), of the role given or of any role, whose owner
     * is still a member of the organisation. Each is then checked in full against the search's filter.
     */
    async alertingSearchesAround(place: LatLng, roles: readonly string[]) {
      const latitude = sql`${place.latitude}::double precision`;
      const longitude = sql`${place.longitude}::double precision`;
      const latitudeBand = sql`(${savedSearches.radiusKm} / ${kmPerDegreeLatitude}::double precision)`;
      const longitudeBand = sql`(${savedSearches.radiusKm} / (${kmPerDegreeLatitude}::double precision
        * cos(radians(least(89, abs(${savedSearches.latitude}) + ${latitudeBand})))))`;
      return db
        .select({
          id: savedSearches.id,
          userId: savedSearches.userId,
          name: savedSearches.name,
          filter: savedSearches.filter,
          latitude: savedSearches.latitude,
          longitude: savedSearches.longitude,
          radiusKm: savedSearches.radiusKm,
          organisationId: savedSearches.organisationId,
          odsCode: organisations.odsCode,
        })
        .from(savedSearches)
        .innerJoin(organisations, eq(organisations.id, savedSearches.organisationId))
        .innerJoin(
          organisationMembers,
          and(
            eq(organisationMembers.userId, savedSearches.userId),
            eq(organisationMembers.organisationId, savedSearches.organisationId),
          ),
        )
        .where(
          and(
            eq(savedSearches.alert, true),
            eq(organisations.status, 'verified'),
            sql`${savedSearches.latitude} between ${latitude} - ${latitudeBand} and ${latitude} + ${latitudeBand}`,
            sql`${savedSearches.longitude} between ${longitude} - ${longitudeBand} and ${longitude} + ${longitudeBand}`,
            roles.length > 0
              ? sql`(${savedSearches.role} is null or ${savedSearches.role} in (${sql.join(
                  roles.map((role) => sql`${role}`),
                  sql`, `,
                )}))`
              : sql`${savedSearches.role} is null`,
          ),
        );
    },

    /** Alerts each saved search of the professional once; answers the searches alerted now. */
    async insertSavedSearchAlerts(
      candidateUserId: string,
      searches: readonly { id: string; userId: string }[],
      at: Date,
    ) {
      if (searches.length === 0) return [];
      return db
        .insert(matchAlerts)
        .values(
          searches.map((search) => ({
            recipientUserId: search.userId,
            kind: 'saved_search_match' as const,
            savedSearchId: search.id,
            candidateUserId,
            createdAt: at,
          })),
        )
        .onConflictDoNothing({
          target: [matchAlerts.savedSearchId, matchAlerts.candidateUserId],
          where: sql`kind = 'saved_search_match'`,
        })
        .returning({ savedSearchId: matchAlerts.savedSearchId });
    },
  };
}

export type MatchAlertsRepository = ReturnType<typeof createMatchAlertsRepository>;
