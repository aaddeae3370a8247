import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sites } from '../../shared/routing/site';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Queued in the same transaction as the change that causes it (docs/architecture.md). */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Fixed at enqueue so every retry carries the same Message-ID: a receiver can drop the duplicate
    // sent when a process dies between the SMTP server's acceptance and the status update.
    messageId: text('message_id').notNull().unique(),
    template: text('template').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Extra header fields, e.g. List-Unsubscribe on alert e-mails. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'dead'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} in ('pending', 'sending')`),
  ],
);

/** client_key is a keyed hash, never a raw IP address. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    clientKey: text('client_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('rate_limit_hits_lookup_idx').on(table.bucket, table.clientKey, table.createdAt)],
);

export const rateLimitBlocks = pgTable(
  'rate_limit_blocks',
  {
    bucket: text('bucket').notNull(),
    clientKey: text('client_key').notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_blocks_lookup_idx').on(table.bucket, table.clientKey)],
);

export const securityEvents = pgTable(
  'security_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventType: text('event_type').notNull(),
    severity: text('severity', { enum: ['low', 'medium', 'high'] })
      .notNull()
      .default('low'),
    userId: text('user_id'),
    targetUserId: text('target_user_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index('security_events_created_idx').on(table.createdAt)],
);

/** One row per site and path, counting repeats, so anonymous requests cannot grow the table without limit. */
export const notFoundLog = pgTable(
  'not_found_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    site: text('site', { enum: sites }).notNull(),
    hits: integer('hits').notNull().default(1),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('not_found_log_last_seen_idx').on(table.lastSeenAt),
    // md5: a path may be longer than a btree entry allows.
    uniqueIndex('not_found_log_site_path_idx').on(table.site, sql`md5(${table.path})`),
  ],
);
export * from './analytics-schema';
export * from './auth-schema';
export * from './candidates-schema';
export * from './community-schema';
export * from './feedback-schema';
export * from './marketplace-schema';
export * from './matching-schema';
export * from './organisations-schema';
export * from './submissions-schema';
export * from './vacancies-schema';
