import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  noteAudiences,
  opportunityActorKinds,
  opportunityEmploymentTypes,
  opportunityStarters,
  opportunityStatuses,
  payBases,
} from '../../shared/marketplace/opportunity.constants';
import { user } from './auth-schema';
import { organisations } from './organisations-schema';
import { vacancies } from './vacancies-schema';

/** An organisation and a candidate a row is about; both erased, the row goes with them. */
const organisationAndCandidate = () => ({
  organisationId: uuid('organisation_id')
    .notNull()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  candidateUserId: text('candidate_user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
});

export const opportunities = pgTable(
  'opportunities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...organisationAndCandidate(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    /** The vacancy it answers, if any; the opportunity outlives the vacancy. */
    vacancyId: uuid('vacancy_id').references(() => vacancies.id, { onDelete: 'set null' }),
    /** The employer after search, or the candidate applying to the vacancy (docs/product/jobs.md#applications). */
    startedBy: text('started_by', { enum: opportunityStarters }).notNull().default('employer'),
    /** An application's marks by its organisation: shortlisted (undoable), an introduction asked for. */
    shortlistedAt: timestamp('shortlisted_at', { withTimezone: true }),
    introductionRequestedAt: timestamp('introduction_requested_at', { withTimezone: true }),
    role: text('role').notNull(),
    location: text('location').notNull(),
    employmentType: text('employment_type', { enum: opportunityEmploymentTypes }).notNull(),
    payBasis: text('pay_basis', { enum: payBases }).notNull(),
    payAmountPence: bigint('pay_amount_pence', { mode: 'number' }).notNull(),
    hours: text('hours').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    message: text('message').notNull().default(''),
    status: text('status', { enum: opportunityStatuses }).notNull().default('sent'),
    feeRate: real('fee_rate').notNull(),
    feePence: bigint('fee_pence', { mode: 'number' }).notNull(),
    declineReason: text('decline_reason'),
    /** The fee is charged on the expected total (docs/product/marketplace.md#locum-fees). */
    locumDaysPerWeek: real('locum_days_per_week'),
    locumLengthWeeks: integer('locum_length_weeks'),
    locumExpectedDays: real('locum_expected_days'),
    /** Recorded on placement for invoicing; admins may adjust it with a note. */
    placedFeePence: bigint('placed_fee_pence', { mode: 'number' }),
    feeNote: text('fee_note'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('opportunities_organisation_idx').on(table.organisationId, table.createdAt),
    index('opportunities_candidate_idx').on(table.candidateUserId, table.createdAt),
    index('opportunities_vacancy_idx').on(table.vacancyId).where(sql`${table.vacancyId} is not null`),
    index('opportunities_due_idx').on(table.expiresAt).where(sql`${table.status} = 'sent'`),
    // One application per candidate and vacancy, whatever became of it.
    uniqueIndex('opportunities_application_idx')
      .on(table.vacancyId, table.candidateUserId)
      .where(sql`${table.startedBy} = 'candidate'`),
    // One unanswered opportunity per organisation and candidate at a time.
    uniqueIndex('opportunities_open_idx')
      .on(table.organisationId, table.candidateUserId)
      .where(sql`${table.status} = 'sent'`),
    // No terms at all, or days a week with exactly one of the length in weeks and the expected days.
    check(
      'opportunities_locum_terms_check',
      sql`(locum_days_per_week is null and locum_length_weeks is null and locum_expected_days is null) or (locum_days_per_week is not null and (locum_length_weeks is null) <> (locum_expected_days is null))`,
    ),
  ],
);

export const opportunityEvents = pgTable(
  'opportunity_events',
  {
    // A sequence, so events of the same instant keep the order they happened in.
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    status: text('status', { enum: opportunityStatuses }).notNull(),
    actorKind: text('actor_kind', { enum: opportunityActorKinds }).notNull(),
    actorUserId: text('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    note: text('note'),
    /** Who besides the team reads the note: the organisation only, or the professional too. */
    noteAudience: text('note_audience', { enum: noteAudiences }).notNull().default('organisation'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('opportunity_events_opportunity_idx').on(table.opportunityId, table.createdAt)],
);

export const consentReceipts = pgTable(
  'consent_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    opportunityId: uuid('opportunity_id')
      .notNull()
      .unique()
      .references(() => opportunities.id, { onDelete: 'cascade' }),
    candidateUserId: text('candidate_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    organisationId: uuid('organisation_id').references(() => organisations.id, { onDelete: 'set null' }),
    organisationName: text('organisation_name').notNull(),
    role: text('role').notNull(),
    sharedFields: text('shared_fields').array().notNull(),
    consentVersion: text('consent_version').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (table) => [index('consent_receipts_candidate_idx').on(table.candidateUserId, table.approvedAt)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_idx').on(table.userId, table.createdAt)],
);

/** A notification kind the user does not want by e-mail (in-app notifications always show). */
export const notificationEmailOptOuts = pgTable(
  'notification_email_opt_outs',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
);

export const reimbursementRates = pgTable(
  'arrs_reimbursement_rates',
  {
    role: text('role').notNull(),
    financialYear: text('financial_year').notNull(),
    maxAnnualPence: integer('max_annual_pence').notNull(),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.role, table.financialYear] })],
);

/**
 * One per organisation and candidate, so two organisations cannot link what they hold; retired when an
 * approval that showed the name ends, so the organisation cannot keep following the person.
 */
export const candidateReferences = pgTable(
  'candidate_references',
  {
    reference: uuid('reference').primaryKey().defaultRandom(),
    ...organisationAndCandidate(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('candidate_references_live_idx')
      .on(table.organisationId, table.candidateUserId)
      .where(sql`${table.retiredAt} is null`),
  ],
);

/** Once per organisation, candidate and day, so the recruitment funnel counts interest, not clicks. */
export const candidateProfileViews = pgTable(
  'candidate_profile_views',
  {
    ...organisationAndCandidate(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.candidateUserId, table.day] })],
);
