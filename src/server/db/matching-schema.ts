import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  digestAudiences,
  digestCadences,
  matchAlertKinds,
} from '../../shared/marketplace/matching.constants';
import { user } from './auth-schema';
import { organisations } from './organisations-schema';
import { vacancies } from './vacancies-schema';

/*
 * Matching's alerts and digests are rows, not timers (docs/product/matching.md): whatever instance runs
 * the digest reads who is owed what from here, and a dead instance leaves its work for another.
 */

/**
 * An organisation member's saved employer search. The place and radius are columns, so a newly
 * findable professional finds the searches around them without reading every filter.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The search's filters as the search form sends them (without the page). */
    filter: jsonb('filter').$type<Record<string, unknown>>().notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    radiusKm: integer('radius_km').notNull(),
    role: text('role'),
    /** Whether a new professional matching it is told to its owner (bell at once, daily e-mail). */
    alert: boolean('alert').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('saved_searches_organisation_idx').on(table.organisationId, table.createdAt),
    index('saved_searches_alert_location_idx').on(table.latitude, table.longitude).where(sql`${table.alert}`),
  ],
);

/**
 * One thing someone was told matches: a vacancy for a job seeker, or a professional for a saved search
 * (whose owner never learns who, only that and where to look). Unique per pair, so nobody hears of the
 * same match twice; a digest lists the ones neither seen nor already sent.
 */
export const matchAlerts = pgTable(
  'match_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    recipientUserId: text('recipient_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: matchAlertKinds }).notNull(),
    vacancyId: uuid('vacancy_id').references(() => vacancies.id, { onDelete: 'cascade' }),
    savedSearchId: uuid('saved_search_id').references(() => savedSearches.id, { onDelete: 'cascade' }),
    candidateUserId: text('candidate_user_id').references(() => user.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    digestedAt: timestamp('digested_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('match_alerts_vacancy_unique')
      .on(table.recipientUserId, table.vacancyId)
      .where(sql`${table.kind} = 'vacancy_match'`),
    uniqueIndex('match_alerts_saved_search_unique')
      .on(table.savedSearchId, table.candidateUserId)
      .where(sql`${table.kind} = 'saved_search_match'`),
    index('match_alerts_pending_idx')
      .on(table.recipientUserId, table.id)
      .where(sql`${table.digestedAt} is null and ${table.seenAt} is null`),
    index('match_alerts_vacancy_idx').on(table.vacancyId),
    index('match_alerts_candidate_idx').on(table.candidateUserId),
  ],
);

/** One digest round (an audience, a cadence and the day or week it covers), made by whichever instance is first. */
export const digestRuns = pgTable(
  'digest_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    audience: text('audience', { enum: digestAudiences }).notNull(),
    cadence: text('cadence', { enum: digestCadences }).notNull(),
    /** The day (2026-12-07) or ISO week (2026-W49) the round is for. */
    period: text('period').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('digest_runs_period_unique').on(table.audience, table.cadence, table.period)],
);

/**
 * Who a round owes a digest: claimed in batches with FOR UPDATE SKIP LOCKED and marked sent in the
 * transaction that queues the e-mail, so a round is shared, resumable and sends each digest once.
 */
export const digestRecipients = pgTable(
  'digest_recipients',
  {
    runId: uuid('run_id')
      .notNull()
      .references(() => digestRuns.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.runId, table.userId] }),
    index('digest_recipients_pending_idx').on(table.runId, table.userId).where(sql`${table.sentAt} is null`),
  ],
);
