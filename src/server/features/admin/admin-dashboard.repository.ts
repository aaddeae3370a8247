import { and, count, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AdminDashboardCountKey } from '../../../shared/admin/dashboard.schemas';
import type { Database } from '../../db/database';
import {
  candidateDocuments,
  contactSubmissions,
  contentReports,
  mailOutbox,
  opportunities,
  organisations,
  recruitmentSubmissions,
  userProfiles,
} from '../../db/schema';

/** What each dashboard count counts: a table and the rows waiting in its queue. */
const queues: Record<AdminDashboardCountKey, { table: PgTable; where: SQL | undefined }> = {
  pendingAccounts: {
    table: userProfiles,
    where: and(eq(userProfiles.isApproved, false), eq(userProfiles.isSuspended, false)),
  },
  organisationsToVerify: { table: organisations, where: eq(organisations.status, 'pending') },
  documentsToVerify: { table: candidateDocuments, where: eq(candidateDocuments.status, 'pending') },
  newContactSubmissions: { table: contactSubmissions, where: eq(contactSubmissions.status, 'new') },
  newRecruitmentSubmissions: {
    table: recruitmentSubmissions,
    where: eq(recruitmentSubmissions.status, 'new'),
  },
  openReports: { table: contentReports, where: isNull(contentReports.resolvedAt) },
  // An application waits for the team once its organisation asks to meet the applicant.
  opportunitiesAwaitingIntroduction: {
    table: opportunities,
    where: and(
      eq(opportunities.status, 'approved'),
      or(eq(opportunities.startedBy, 'employer'), isNotNull(opportunities.introductionRequestedAt)),
    ),
  },
  deadLetters: { table: mailOutbox, where: eq(mailOutbox.status, 'dead') },
};

export function createAdminDashboardRepository({ db }: { db: Database }) {
  return {
    async counts(): Promise<Record<AdminDashboardCountKey, number>> {
      const entries = await Promise.all(
        Object.entries(queues).map(async ([key, queue]) => {
          const [row] = await db.select({ n: count() }).from(queue.table).where(queue.where);
          return [key, row?.n ?? 0] as const;
        }),
      );
      return Object.fromEntries(entries) as Record<AdminDashboardCountKey, number>;
    },
  };
}
