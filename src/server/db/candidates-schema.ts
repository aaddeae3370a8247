import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { maxSessionsPerWeek, minSessionsPerWeek } from '../../shared/candidates/profile.constants';
import { documentStatuses } from '../../shared/candidates/uploads';
import { matchDigestFrequencies } from '../../shared/marketplace/matching.constants';
import { user } from './auth-schema';

/*
 * The name, tier, phone and home postcode stay on user_profiles, where sign-up puts them; this table
 * holds the rest, created by the registration step. Everything cascades on erasure.
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
    photoFileId: uuid('photo_file_id').references((): AnyPgColumn => files.id, { onDelete: 'set null' }),
    videoFileId: uuid('video_file_id').references((): AnyPgColumn => files.id, { onDelete: 'set null' }),
    /** Stored on every save so search can rank by it and the survey rule can read it. */
    completionPercentage: integer('completion_percentage').notNull().default(0),
    /**
     * The opaque id employers see (never the user id, which other parts of the product show next to a
     * name), and the postcode district's centroid for distance search.
     */
    reference: uuid('reference').notNull().unique().defaultRandom(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    videoVisibleToEmployers: boolean('video_visible_to_employers').notNull().default(false),
    registrationCompletedAt: timestamp('registration_completed_at', { withTimezone: true }),
    /**
     * Set while the candidate keeps out of employer search: by their own choice, or from a placement
     * until they say whether to stay findable (`placementQuestionAt` marks that question as open).
     */
    hiddenFromSearchAt: timestamp('hidden_from_search_at', { withTimezone: true }),
    placementQuestionAt: timestamp('placement_question_at', { withTimezone: true }),
    placementQuestionOpportunityId: uuid('placement_question_opportunity_id'),
    /** How much the candidate wants to work, in sessions (half days) a week: 10 is full time. */
    sessionsPerWeek: integer('sessions_per_week'),
    /** How often new matching vacancies come by e-mail (docs/product/matching.md). */
    matchDigest: text('match_digest', { enum: matchDigestFrequencies }).notNull().default('weekly'),
    ...timestamps,
  },
  (table) => [
    check('candidate_profiles_radius_check', sql`${table.workRadiusKm} > 0`),
    check(
      'candidate_profiles_sessions_check',
      sql`${table.sessionsPerWeek} between ${sql.raw(String(minSessionsPerWeek))} and ${sql.raw(String(maxSessionsPerWeek))}`,
    ),
    // Search narrows to a latitude band and, in the same index, a longitude band: only candidates in
    // the box are read from the table before the exact distance (bench/search.ts).
    // A role's profiles in ~11 km grid cells (search with a role, suggestions, a vacancy's alerts): the
    // same expressions as findable() in search.repository.ts, one inverted index for both (decision 045).
    index('candidate_profiles_role_cell_idx')
      .using(
        'gin',
        sql`array_prepend(${table.arrsRole}, ${table.rolesOfInterest})`,
        sql`(array[(floor(${table.latitude} * 10) * 10000 + floor(${table.longitude} * 6))::int])`,
      )
      // Written straight into the index: a pending list (the default) is scanned whole by every search
      // until a vacuum clears it, and the embedded database never vacuums by itself (decision 045).
      .with({ fastupdate: false })
      .where(
        sql`${table.latitude} is not null and ${table.registrationCompletedAt} is not null and ${table.hiddenFromSearchAt} is null`,
      ),
    index('candidate_profiles_location_idx')
      .on(table.latitude, table.longitude)
      .where(sql`${table.latitude} is not null and ${table.registrationCompletedAt} is not null`),
  ],
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

/** `storage_key` is made by the server, never taken from the client. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    kind: text('kind', { enum: ['photo', 'video', 'document'] }).notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** The name a download is saved as: made by the server from the kind and type. */
    fileName: text('file_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('files_user_idx').on(table.userId)],
);

export const candidateDocuments = pgTable(
  'candidate_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: owner(),
    documentType: text('document_type').notNull(),
    registrationBody: text('registration_body'),
    registrationNumber: text('registration_number'),
    issueDate: date('issue_date', { mode: 'string' }),
    expiryDate: date('expiry_date', { mode: 'string' }),
    status: text('status', { enum: documentStatuses }).notNull().default('pending'),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** When the 30-day and 7-day expiry reminders went out (at most once each per expiry date). */
    reminder30SentAt: timestamp('reminder_30_sent_at', { withTimezone: true }),
    reminder7SentAt: timestamp('reminder_7_sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('candidate_documents_user_idx').on(table.userId, table.createdAt),
    index('candidate_documents_expiry_idx').on(table.expiryDate),
  ],
);
