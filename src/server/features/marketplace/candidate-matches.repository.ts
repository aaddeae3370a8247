import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { matchAlerts, opportunities } from '../../db/schema';

/**
 * What matched vacancies read and write besides the match itself (matching.repository.ts): the job
 * seeker's applications to them, and their alerts, marked seen once the list has shown them.
 */
export function createCandidateMatchesRepository({ db }: { db: Database }) {
  return {
    /** The candidate's application to each of `vacancyIds` they applied to, whatever its stage. */
    async applicationsTo(candidateUserId: string, vacancyIds: readonly string[]) {
      if (vacancyIds.length === 0) return new Map<string, string>();
      const rows = await db
        .select({ id: opportunities.id, vacancyId: opportunities.vacancyId })
        .from(opportunities)
        .where(
          and(
            eq(opportunities.startedBy, 'candidate'),
            eq(opportunities.candidateUserId, candidateUserId),
            inArray(opportunities.vacancyId, [...vacancyIds]),
          ),
        );
      return new Map(rows.flatMap((row) => (row.vacancyId ? [[row.vacancyId, row.id] as const] : [])));
    },

    /**
     * Marks the job seeker's alerts for `vacancyIds` seen (the first time only), so a digest lists only
     * the matches they have not seen.
     */
    async markVacancyAlertsSeen(recipientUserId: string, vacancyIds: readonly string[], at: Date) {
      if (vacancyIds.length === 0) return;
      await db
        .update(matchAlerts)
        .set({ seenAt: at })
        .where(
          and(
            eq(matchAlerts.recipientUserId, recipientUserId),
            eq(matchAlerts.kind, 'vacancy_match'),
            inArray(matchAlerts.vacancyId, [...vacancyIds]),
            isNull(matchAlerts.seenAt),
          ),
        );
    },
  };
}
