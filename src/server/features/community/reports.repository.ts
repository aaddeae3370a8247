import { and, countDistinct, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { communityPosts, contentReports, postComments } from '../../db/schema';

/** A post or comment being reported; `postId` is its post (itself for a post). */
export interface ReportTarget {
  kind: 'post' | 'comment';
  id: string;
  postId: string;
}

/** The predicates of the partial unique indexes on content_reports (community-schema.ts), for ON CONFLICT. */
const openReportKeys = {
  post: sql`post_id is not null and resolved_at is null`,
  comment: sql`comment_id is not null and resolved_at is null`,
} as const;

const reportedColumn = (target: ReportTarget) =>
  target.kind === 'post' ? contentReports.postId : contentReports.commentId;

/** Call it with the transaction that locked the target, so the count of reporters is exact. */
export function createReportsRepository({ db }: { db: Database }) {
  return {
    /** Files a report; a repeat by the same member while theirs is open changes nothing. */
    async file(
      reporterUserId: string,
      target: ReportTarget,
      report: { reason: string; description: string },
    ) {
      await db
        .insert(contentReports)
        .values({
          reporterUserId,
          ...(target.kind === 'post' ? { postId: target.id } : { commentId: target.id }),
          ...report,
        })
        .onConflictDoNothing({
          target: [contentReports.reporterUserId, reportedColumn(target)],
          where: openReportKeys[target.kind],
        });
    },

    async countOpenReporters(target: ReportTarget): Promise<number> {
      const [open] = await db
        .select({ reporters: countDistinct(contentReports.reporterUserId) })
        .from(contentReports)
        .where(and(eq(reportedColumn(target), target.id), isNull(contentReports.resolvedAt)));
      return open?.reporters ?? 0;
    },

    async autoHide(target: ReportTarget) {
      const table = target.kind === 'post' ? communityPosts : postComments;
      await db.update(table).set({ status: 'auto_hidden' }).where(eq(table.id, target.id));
    },
  };
}
