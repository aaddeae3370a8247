import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { revealingStatuses } from '../../../shared/marketplace/opportunity.schemas';
import type { Database } from '../../db/database';
import { consentReceipts, opportunities } from '../../db/schema';

/** A live approval: an opportunity in a revealing status whose consent receipt is not withdrawn. */
export function createApprovalsRepository({ db }: { db: Database }) {
  return {
    async live(candidateUserId: string) {
      return db
        .select({ opportunity: opportunities })
        .from(opportunities)
        .innerJoin(consentReceipts, eq(consentReceipts.opportunityId, opportunities.id))
        .where(
          and(
            eq(opportunities.candidateUserId, candidateUserId),
            inArray(opportunities.status, [...revealingStatuses]),
            isNull(consentReceipts.withdrawnAt),
          ),
        );
    },

    /** Which of these opportunities have a withdrawn receipt (their approval no longer discloses). */
    async withdrawnAmong(opportunityIds: readonly string[]): Promise<Set<string>> {
      if (opportunityIds.length === 0) return new Set();
      const rows = await db
        .select({ opportunityId: consentReceipts.opportunityId })
        .from(consentReceipts)
        .where(
          and(
            inArray(consentReceipts.opportunityId, [...opportunityIds]),
            isNotNull(consentReceipts.withdrawnAt),
          ),
        );
      return new Set(rows.map((row) => row.opportunityId));
    },
  };
}
