import { z } from 'zod';

export const adminFeedbackPageSize = 20;
/** The distribution covers this many weeks, ending with the current one. */
export const adminFeedbackWeeks = 12;

export const adminFeedbackQuerySchema = z.strictObject({
  page: z.coerce.number('page must be a number').int().min(1).max(10_000).default(1),
});

export const feedbackWeekSchema = z.object({
  /** The Monday the week starts on, YYYY-MM-DD (UTC). */
  weekStart: z.string(),
  rating1: z.number(),
  rating2: z.number(),
  rating3: z.number(),
});
export type FeedbackWeek = z.output<typeof feedbackWeekSchema>;

export const feedbackTextSchema = z.object({
  id: z.string(),
  rating: z.number(),
  role: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type FeedbackText = z.output<typeof feedbackTextSchema>;

export const adminFeedbackResponseSchema = z.object({
  weeks: z.array(feedbackWeekSchema),
  totals: z.object({ rating1: z.number(), rating2: z.number(), rating3: z.number() }),
  texts: z.array(feedbackTextSchema),
  textsTotal: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminFeedbackResponse = z.output<typeof adminFeedbackResponseSchema>;
