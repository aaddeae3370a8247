import { and, count, desc, gte, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { feedbackSurveys } from '../../db/schema';

const weekStart = sql<string>`to_char(date_trunc('week', ${feedbackSurveys.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
const withText = and(
  isNotNull(feedbackSurveys.feedbackText),
  sql`btrim(${feedbackSurveys.feedbackText}) <> ''`,
);

export function createAdminFeedbackRepository({ db }: { db: Database }) {
  return {
    /** How many of each rating per week (weeks start on Monday, UTC) since `since`. */
    async ratingsPerWeek(since: Date) {
      return db
        .select({ weekStart, rating: feedbackSurveys.rating, n: count() })
        .from(feedbackSurveys)
        .where(gte(feedbackSurveys.createdAt, since))
        .groupBy(weekStart, feedbackSurveys.rating);
    },

    async ratingTotals() {
      return db
        .select({ rating: feedbackSurveys.rating, n: count() })
        .from(feedbackSurveys)
        .groupBy(feedbackSurveys.rating);
    },

    async texts(limit: number, offset: number) {
      return db
        .select({
          id: feedbackSurveys.id,
          rating: feedbackSurveys.rating,
          role: feedbackSurveys.userRole,
          text: feedbackSurveys.feedbackText,
          createdAt: feedbackSurveys.createdAt,
        })
        .from(feedbackSurveys)
        .where(withText)
        .orderBy(desc(feedbackSurveys.createdAt), desc(feedbackSurveys.id))
        .limit(limit)
        .offset(offset);
    },

    async textCount() {
      const [row] = await db.select({ n: count() }).from(feedbackSurveys).where(withText);
      return row?.n ?? 0;
    },
  };
}
