import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { candidateReferences } from '../../db/schema';

/** One live reference per organisation and candidate (docs/product/marketplace.md#references). */
export function createCandidateReferencesRepository({ db }: { db: Database }) {
  async function live(organisationId: string, candidateUserIds: readonly string[]) {
    if (candidateUserIds.length === 0) return [];
    return db
      .select({
        candidateUserId: candidateReferences.candidateUserId,
        reference: candidateReferences.reference,
      })
      .from(candidateReferences)
      .where(
        and(
          eq(candidateReferences.organisationId, organisationId),
          inArray(candidateReferences.candidateUserId, [...candidateUserIds]),
          isNull(candidateReferences.retiredAt),
        ),
      );
  }

  return {
    /** Usually one read; a reference a concurrent request issued is found by reading again. */
    async issue(organisationId: string, candidateUserIds: readonly string[]): Promise<Map<string, string>> {
      const found = new Map(
        (await live(organisationId, candidateUserIds)).map((row) => [row.candidateUserId, row.reference]),
      );
      const missing = [...new Set(candidateUserIds)].filter((id) => !found.has(id));
      if (missing.length === 0) return found;
      const issued = await db
        .insert(candidateReferences)
        .values(missing.map((candidateUserId) => ({ organisationId, candidateUserId })))
        .onConflictDoNothing({
          target: [candidateReferences.organisationId, candidateReferences.candidateUserId],
          where: sql`${candidateReferences.retiredAt} is null`,
        })
        .returning({
          candidateUserId: candidateReferences.candidateUserId,
          reference: candidateReferences.reference,
        });
      for (const row of issued) found.set(row.candidateUserId, row.reference);
      const raced = missing.filter((id) => !found.has(id));
      for (const row of await live(organisationId, raced)) found.set(row.candidateUserId, row.reference);
      return found;
    },

    async resolve(organisationId: string, reference: string): Promise<string | undefined> {
      const [row] = await db
        .select({ candidateUserId: candidateReferences.candidateUserId })
        .from(candidateReferences)
        .where(
          and(
            eq(candidateReferences.reference, reference),
            eq(candidateReferences.organisationId, organisationId),
            isNull(candidateReferences.retiredAt),
          ),
        );
      return row?.candidateUserId;
    },

    /** Ends the organisation's reference for the candidate: the next one shown is new. */
    async retire(organisationId: string, candidateUserId: string, at: Date) {
      await db
        .update(candidateReferences)
        .set({ retiredAt: at })
        .where(
          and(
            eq(candidateReferences.organisationId, organisationId),
            eq(candidateReferences.candidateUserId, candidateUserId),
            isNull(candidateReferences.retiredAt),
          ),
        );
    },
  };
}
