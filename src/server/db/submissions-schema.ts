import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  consultationTypes,
  employmentTypes,
  recruitmentSubmissionTypes,
} from '../../shared/submissions/submission.schemas';
import { inboxStatuses } from '../../shared/submissions/submissions-inbox.constants';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Where the team is with a submission in the inbox, and their internal notes (never shown to the sender). */
const handling = () => ({
  status: text('status', { enum: inboxStatuses }).notNull().default('new'),
  internalNotes: text('internal_notes').notNull().default(''),
  handledAt: timestamp('handled_at', { withTimezone: true }),
});

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    organisation: text('organisation'),
    message: text('message').notNull(),
    consultationType: text('consultation_type', { enum: consultationTypes }).notNull().default('other'),
    /** The client's Idempotency-Key: a retried submission finds its first copy instead of adding one. */
    idempotencyKey: uuid('idempotency_key').unique('contact_submissions_idempotency_key_unique'),
    ...handling(),
    createdAt: createdAt(),
  },
  (table) => [index('contact_submissions_created_idx').on(table.createdAt)],
);

export const recruitmentSubmissions = pgTable(
  'recruitment_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    submissionType: text('submission_type', { enum: recruitmentSubmissionTypes }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    organisation: text('organisation').notNull(),
    role: text('role').notNull(),
    description: text('description').notNull(),
    location: text('location').notNull(),
    salary: text('salary'),
    /** Employers only (substantive by default); null for candidates. */
    employmentType: text('employment_type', { enum: employmentTypes }),
    approved: boolean('approved').notNull().default(false),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }).notNull(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
    /** The client's Idempotency-Key: a retried submission finds its first copy instead of adding one. */
    idempotencyKey: uuid('idempotency_key').unique('recruitment_submissions_idempotency_key_unique'),
    ...handling(),
    createdAt: createdAt(),
  },
  (table) => [
    index('recruitment_submissions_created_idx').on(table.createdAt),
    check(
      'recruitment_submissions_employer_fields_check',
      sql`${table.submissionType} = 'employer' or (${table.salary} is null and ${table.employmentType} is null)`,
    ),
  ],
);
