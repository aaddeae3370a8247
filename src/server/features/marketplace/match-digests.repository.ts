import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DigestAudience, DigestCadence } from '../../../shared/marketplace/matching.constants';
import type { Database } from '../../db/database';
import {
  candidateDocuments,
  candidateHiddenOrganisations,
  candidateProfiles,
  candidateSkills,
  digestRecipients,
  digestRuns,
  matchAlerts,
  notificationEmailOptOuts,
  organisations,
  savedSearches,
  user,
  userProfiles,
  vacancies,
} from '../../db/schema';
import { qualified } from './search.repository';

/*
 * The digest rounds (docs/product/matching.md#alerts-and-digests): a round's recipients are rows, claimed
 * in batches with FOR UPDATE SKIP LOCKED and marked sent in the transaction that queues their e-mail.
 * Every statement works on a whole batch.
 */

const earthRadiusKm = 6371.0088;

/** Neither seen on the matches page nor sent in a digest yet. */
const pending = and(isNull(matchAlerts.digestedAt), isNull(matchAlerts.seenAt));

const activeAccount = and(eq(userProfiles.isApproved, true), eq(userProfiles.isSuspended, false));

export interface DigestRound {
  audience: DigestAudience;
  cadence: DigestCadence;
  period: string;
}

export function createMatchDigestsRepository({ db }: { db: Database }) {
  /** Who the round owes a digest, added once, in the statement after the round's row. */
  function enrolmentOf(round: DigestRound): SQL {
    if (round.audience === 'candidate')
      return sql`select distinct ${matchAlerts.recipientUserId} from ${matchAlerts}
        join ${candidateProfiles} on ${candidateProfiles.userId} = ${matchAlerts.recipientUserId}
        join ${userProfiles} on ${userProfiles.userId} = ${matchAlerts.recipientUserId}
        where ${matchAlerts.kind} = 'vacancy_match' and ${pending}
          and ${candidateProfiles.matchDigest} = ${round.cadence} and ${activeAccount}`;
    return sql`select distinct ${matchAlerts.recipientUserId} from ${matchAlerts}
      join ${userProfiles} on ${userProfiles.userId} = ${matchAlerts.recipientUserId}
      where ${matchAlerts.kind} = 'saved_search_match' and ${pending} and ${activeAccount}
        and ${matchAlerts.recipientUserId} not in (select ${notificationEmailOptOuts.userId}
          from ${notificationEmailOptOuts} where ${notificationEmailOptOuts.kind} = 'saved_search_match')`;
  }

  return {
    /**
     * Starts the round with its recipients, in the caller's transaction; the first instance wins, the
     * others wait for its commit and find it made. Answers whether this call made it.
     */
    async startRound(round: DigestRound, at: Date) {
      const [made] = await db
        .insert(digestRuns)
        .values({ ...round, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: digestRuns.id });
      if (!made) return false;
      await db.execute(sql`insert into ${digestRecipients} (run_id, user_id)
        select ${made.id}::uuid, recipient.recipient_user_id from (${enrolmentOf(round)}) as recipient
        on conflict do nothing`);
      return true;
    },

    /** Rounds not yet finished, oldest first: a round an instance left half done is resumed. */
    async unfinishedRounds() {
      return db
        .select({
          id: digestRuns.id,
          audience: digestRuns.audience,
          cadence: digestRuns.cadence,
          period: digestRuns.period,
        })
        .from(digestRuns)
        .where(isNull(digestRuns.completedAt))
        .orderBy(digestRuns.createdAt);
    },

    /** Marks the round done once nobody in it is owed a digest. */
    async finishRoundIfDone(runId: string, at: Date) {
      const rows = await db
        .update(digestRuns)
        .set({ completedAt: at })
        .where(
          and(
            eq(digestRuns.id, runId),
            isNull(digestRuns.completedAt),
            sql`not exists (select 1 from ${digestRecipients}
              where ${digestRecipients.runId} = ${runId} and ${digestRecipients.sentAt} is null)`,
          ),
        )
        .returning({ id: digestRuns.id });
      return rows.length > 0;
    },

    /**
     * Locks up to `limit` recipients still owed their digest, in the caller's transaction; rows another
     * instance holds are skipped, and come back if its transaction dies.
     */
    async claimBatch(runId: string, limit: number) {
      const rows = await db
        .select({ userId: digestRecipients.userId })
        .from(digestRecipients)
        .where(and(eq(digestRecipients.runId, runId), isNull(digestRecipients.sentAt)))
        .orderBy(digestRecipients.userId)
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows.map((row) => row.userId);
    },

    async markSent(runId: string, userIds: readonly string[], at: Date) {
      if (userIds.length === 0) return;
      await db
        .update(digestRecipients)
        .set({ sentAt: at })
        .where(and(eq(digestRecipients.runId, runId), inArray(digestRecipients.userId, [...userIds])));
    },

    async markDigested(alertIds: readonly number[], at: Date) {
      if (alertIds.length === 0) return;
      await db
        .update(matchAlerts)
        .set({ digestedAt: at })
        .where(
          and(
            inArray(
              matchAlerts.id,
              sql`(select value::bigint from json_array_elements_text(${JSON.stringify(alertIds)}::json))`,
            ),
            pending,
          ),
        );
    },

    /** The job seekers of a batch who still want this cadence, with what scoring needs of them. */
    async candidatesOf(userIds: readonly string[], cadence: DigestCadence) {
      return db
        .select({
          userId: candidateProfiles.userId,
          email: user.email,
          name: userProfiles.fullName,
          arrsRole: candidateProfiles.arrsRole,
          rolesOfInterest: candidateProfiles.rolesOfInterest,
          workRadiusKm: candidateProfiles.workRadiusKm,
          availableFrom: candidateProfiles.availableFrom,
          employmentTypes: candidateProfiles.employmentTypes,
          sessionsPerWeek: candidateProfiles.sessionsPerWeek,
          profileTier: userProfiles.profileTier,
          completionPercentage: candidateProfiles.completionPercentage,
          skills: sql<string[]>`coalesce((select array_agg(${qualified(candidateSkills.name)})
            from ${candidateSkills}
            where ${qualified(candidateSkills.userId)} = ${qualified(candidateProfiles.userId)}), '{}')`,
          registrationBodies: sql<
            string[]
          >`coalesce((select array_agg(distinct ${qualified(candidateDocuments.registrationBody)})
            from ${candidateDocuments}
            where ${qualified(candidateDocuments.userId)} = ${qualified(candidateProfiles.userId)}
              and ${qualified(candidateDocuments.registrationBody)} is not null
              and ${qualified(candidateDocuments.status)} in ('pending', 'verified')), '{}')`,
        })
        .from(candidateProfiles)
        .innerJoin(user, eq(user.id, candidateProfiles.userId))
        .innerJoin(userProfiles, eq(userProfiles.userId, candidateProfiles.userId))
        .where(
          and(
            inArray(candidateProfiles.userId, [...userIds]),
            eq(candidateProfiles.matchDigest, cadence),
            activeAccount,
          ),
        );
    },

    /**
     * The batch's pending vacancy alerts, each with its vacancy and whether it is still one to list:
     * open, of a verified organisation the job seeker does not hide from, not past its closing date.
     */
    async pendingVacancyAlerts(userIds: readonly string[], today: string) {
      const distance = sql<number>`(2 * ${sql.raw(String(earthRadiusKm))} * asin(least(1, sqrt(
        power(sin(radians(${vacancies.latitude} - ${candidateProfiles.latitude}) / 2), 2)
        + cos(radians(${candidateProfiles.latitude})) * cos(radians(${vacancies.latitude}))
          * power(sin(radians(${vacancies.longitude} - ${candidateProfiles.longitude}) / 2), 2)))))`;
      return db
        .select({
          alertId: matchAlerts.id,
          userId: matchAlerts.recipientUserId,
          listed: sql<boolean>`(${vacancies.status} = 'open' and ${organisations.status} = 'verified'
            and ${vacancies.closingDate} >= ${today}
            and not exists (select 1 from ${candidateHiddenOrganisations}
              where ${candidateHiddenOrganisations.userId} = ${matchAlerts.recipientUserId}
                and ${candidateHiddenOrganisations.odsCode} = ${organisations.odsCode}))`,
          distanceKm: sql<number | null>`${distance}`.mapWith((value) =>
            value === null ? null : Number(value),
          ),
          vacancy: {
            id: vacancies.id,
            slug: vacancies.slug,
            title: vacancies.title,
            organisationName: organisations.name,
            postcodeDistrict: vacancies.postcodeDistrict,
            role: vacancies.role,
            matchRadiusKm: vacancies.matchRadiusKm,
            startDate: vacancies.startDate,
            employmentType: vacancies.employmentType,
            sessionsPerWeek: vacancies.sessionsPerWeek,
            hoursPerWeek: vacancies.hoursPerWeek,
            registrationBody: vacancies.registrationBody,
            skills: vacancies.skills,
          },
        })
        .from(matchAlerts)
        .innerJoin(vacancies, eq(vacancies.id, matchAlerts.vacancyId))
        .innerJoin(organisations, eq(organisations.id, vacancies.organisationId))
        .innerJoin(candidateProfiles, eq(candidateProfiles.userId, matchAlerts.recipientUserId))
        .where(
          and(
            eq(matchAlerts.kind, 'vacancy_match'),
            inArray(matchAlerts.recipientUserId, [...userIds]),
            pending,
          ),
        )
        .orderBy(matchAlerts.id);
    },

    /** The employers of a batch who still want the e-mail, with their name and address. */
    async employersOf(userIds: readonly string[]) {
      return db
        .select({ userId: user.id, email: user.email, name: userProfiles.fullName })
        .from(user)
        .innerJoin(userProfiles, eq(userProfiles.userId, user.id))
        .where(
          and(
            inArray(user.id, [...userIds]),
            activeAccount,
            sql`${user.id} not in (select ${notificationEmailOptOuts.userId} from ${notificationEmailOptOuts}
              where ${notificationEmailOptOuts.kind} = 'saved_search_match')`,
          ),
        );
    },

    /** The batch's pending saved-search alerts: their ids and the searches they are for (never who). */
    async pendingSavedSearchAlerts(userIds: readonly string[]) {
      return db
        .select({
          alertId: matchAlerts.id,
          userId: matchAlerts.recipientUserId,
          savedSearchId: savedSearches.id,
          name: savedSearches.name,
          filter: savedSearches.filter,
        })
        .from(matchAlerts)
        .innerJoin(savedSearches, eq(savedSearches.id, matchAlerts.savedSearchId))
        .where(
          and(
            eq(matchAlerts.kind, 'saved_search_match'),
            inArray(matchAlerts.recipientUserId, [...userIds]),
            pending,
          ),
        )
        .orderBy(matchAlerts.id);
    },
  };
}

export type MatchDigestsRepository = ReturnType<typeof createMatchDigestsRepository>;
