import {
  type AdminFeedbackResponse,
  adminFeedbackPageSize,
  adminFeedbackWeeks,
  type FeedbackWeek,
} from '../../../shared/admin/feedback.schemas';
import type { Database } from '../../db/database';
import { createAdminFeedbackRepository } from './admin-feedback.repository';

const dayMs = 24 * 60 * 60 * 1000;

export function mondayOf(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * dayMs);
}

type RatingKey = 'rating1' | 'rating2' | 'rating3';
const ratingKey = (rating: number): RatingKey | undefined =>
  rating === 1 ? 'rating1' : rating === 2 ? 'rating2' : rating === 3 ? 'rating3' : undefined;

/** The last 12 weeks' ratings (every week present, empty ones as zeros) and one page of the texts. */
export async function adminFeedback(
  deps: { db: Database; now: () => Date },
  page: number,
): Promise<AdminFeedbackResponse> {
  const repository = createAdminFeedbackRepository(deps);
  const first = new Date(mondayOf(deps.now()).getTime() - (adminFeedbackWeeks - 1) * 7 * dayMs);
  const [perWeek, totals, texts, textsTotal] = await Promise.all([
    repository.ratingsPerWeek(first),
    repository.ratingTotals(),
    repository.texts(adminFeedbackPageSize, (page - 1) * adminFeedbackPageSize),
    repository.textCount(),
  ]);

  const weeks: FeedbackWeek[] = Array.from({ length: adminFeedbackWeeks }, (_, index) => ({
    weekStart: new Date(first.getTime() + index * 7 * dayMs).toISOString().slice(0, 10),
    rating1: 0,
    rating2: 0,
    rating3: 0,
  }));
  const byStart = new Map(weeks.map((week) => [week.weekStart, week]));
  for (const row of perWeek) {
    const week = byStart.get(row.weekStart);
    const key = ratingKey(row.rating);
    if (week && key) week[key] += row.n;
  }

  const sum = { rating1: 0, rating2: 0, rating3: 0 };
  for (const row of totals) {
    const key = ratingKey(row.rating);
    if (key) sum[key] += row.n;
  }

  return {
    weeks,
    totals: sum,
    texts: texts.map((row) => ({
      id: row.id,
      rating: row.rating,
      role: row.role,
      text: row.text ?? '',
      createdAt: row.createdAt.toISOString(),
    })),
    textsTotal,
    page,
    pageSize: adminFeedbackPageSize,
  };
}
