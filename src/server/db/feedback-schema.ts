import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth-schema';

/* Sign-ins are counted on the server when a session is created; one piece of feedback per person. */

export const userLoginTracking = pgTable('user_login_tracking', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  loginCount: integer('login_count').notNull().default(0),
  /** When the survey was last shown and put off ('Not now'): not again in the same session. */
  lastSurveyAt: timestamp('last_survey_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const feedbackSurveys = pgTable(
  'feedback_surveys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    userRole: text('user_role').notNull(),
    rating: smallint('rating').notNull(),
    feedbackText: text('feedback_text'),
    loginCount: integer('login_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('feedback_surveys_rating_check', sql`${table.rating} between 1 and 3`)],
);
