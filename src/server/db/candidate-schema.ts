import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth-schema';

/*
 * The candidate profile of spec §3 (issue 12). The name, tier, mobile phone and home postcode stay on
 * user_profiles, where sign-up puts them; this table holds the rest, one row per candidate, created by
 * the registration step. Child lists are ordered by `position`. Everything cascades on erasure.
 */

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
const owner = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });

export const candidateProfiles = pgTable(
  'candidate_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    strapline: text('strapline'),
    arrsRole: text('arrs_role'),
    rolesOfInterest: text('roles_of_interest').array().notNull().default(sql`'{}'::text[]`),
    experienceBand: text('experience_band'),
    availableFrom: date('available_from', { mode: 'string' }),
    workRadiusKm: integer('work_radius_km'),
    employmentTypes: text('employment_types').array().notNull().default(sql`'{}'::text[]`),
    contactEmail: text('contact_email'),
    /** Stored on every save so search can rank by it (issue 13) and the survey rule can read it. */
    completionPercentage: integer('completion_percentage').notNull().default(0),
    registrationCompletedAt: timestamp('registration_completed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [check('candidate_profiles_radius_check', sql`${table.workRadiusKm} > 0`)],
);

const listItem = {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: owner(),
  position: integer('position').notNull(),
  ...timestamps,
};

export const candidateSkills = pgTable(
  'candidate_skills',
  { ...listItem, name: text('name').notNull(), description: text('description').notNull().default('') },
  (table) => [index('candidate_skills_user_idx').on(table.userId, table.position)],
);

export const candidateExperience = pgTable(
  'candidate_experience',
  {
    ...listItem,
    jobTitle: text('job_title').notNull(),
    organisation: text('organisation').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    description: text('description').notNull().default(''),
  },
  (table) => [index('candidate_experience_user_idx').on(table.userId, table.position)],
);

export const candidateQualifications = pgTable(
  'candidate_qualifications',
  {
    ...listItem,
    title: text('title').notNull(),
    institution: text('institution').notNull().default(''),
    yearAwarded: integer('year_awarded'),
    description: text('description').notNull().default(''),
  },
  (table) => [index('candidate_qualifications_user_idx').on(table.userId, table.position)],
);
