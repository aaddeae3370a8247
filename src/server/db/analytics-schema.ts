import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sites } from '../../shared/routing/site';

/*
 * No IP address is ever stored, not even hashed with a fixed salt: the location is looked up from it
 * on the server and the visitor id hashes it with a salt deleted after its day. Without consent only an
 * anonymous page view is kept (docs/product/analytics.md#what-is-never-stored).
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

export const analyticsPageViews = pgTable(
  'analytics_page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: at('occurred_at').notNull().defaultNow(),
    site: text('site', { enum: sites }).notNull(),
    /** Daily-rotating salted hash (see analytics_salts); the same visitor is a new id tomorrow. */
    visitorId: text('visitor_id').notNull(),
    sessionId: text('session_id'),
    userId: text('user_id'),
    /** Path only: never a query string or fragment (they can carry tokens). */
    pagePath: text('page_path').notNull(),
    pageTitle: text('page_title').notNull().default(''),
    /** The referring site's host, when it is another site; null for direct visits and own pages. */
    referrerHost: text('referrer_host'),
    isEntry: boolean('is_entry').notNull().default(false),
    deviceType: text('device_type').notNull().default('Unknown'),
    browser: text('browser').notNull().default('Unknown'),
    operatingSystem: text('operating_system').notNull().default('Unknown'),
    screenResolution: text('screen_resolution'),
    viewportSize: text('viewport_size'),
    country: text('country').notNull().default('Unknown'),
    region: text('region').notNull().default('Unknown'),
    city: text('city').notNull().default('Unknown'),
  },
  (table) => [
    index('analytics_page_views_occurred_idx').on(table.occurredAt),
    index('analytics_page_views_site_occurred_idx').on(table.site, table.occurredAt),
  ],
);

/** Clicks (consent only): element text ≤ 100 characters, never text typed into inputs. */
export const analyticsClickEvents = pgTable(
  'analytics_click_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: at('occurred_at').notNull().defaultNow(),
    site: text('site', { enum: sites }).notNull(),
    sessionId: text('session_id').notNull(),
    userId: text('user_id'),
    pagePath: text('page_path').notNull(),
    elementType: text('element_type').notNull(),
    elementId: text('element_id'),
    elementClass: text('element_class'),
    elementText: text('element_text'),
    clickX: integer('click_x'),
    clickY: integer('click_y'),
    pageX: integer('page_x'),
    pageY: integer('page_y'),
    scrollTop: integer('scroll_top'),
    msInSession: integer('ms_in_session'),
  },
  (table) => [index('analytics_click_events_occurred_idx').on(table.occurredAt)],
);

/**
 * No index covers a column the page-view updates change (last_seen_at, current_page, page_views…), so
 * PostgreSQL updates the row in place (a HOT update, room kept by fillfactor 80) without touching each
 * index (decision 014). Who is active now and the retention purge go by started_at.
 */
export const analyticsSessions = pgTable(
  'analytics_sessions',
  {
    sessionId: text('session_id').primaryKey(),
    site: text('site', { enum: sites }).notNull(),
    visitorId: text('visitor_id').notNull(),
    userId: text('user_id'),
    startedAt: at('started_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    currentPage: text('current_page').notNull(),
    entryPage: text('entry_page').notNull(),
    pageViews: integer('page_views').notNull().default(1),
    endTime: at('end_time'),
    durationSeconds: integer('duration_seconds'),
    deviceType: text('device_type').notNull().default('Unknown'),
    browser: text('browser').notNull().default('Unknown'),
    operatingSystem: text('operating_system').notNull().default('Unknown'),
    country: text('country').notNull().default('Unknown'),
    region: text('region').notNull().default('Unknown'),
    city: text('city').notNull().default('Unknown'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (table) => [index('analytics_sessions_started_idx').on(table.startedAt)],
);

/** The day's salt for visitor ids; deleted once the day is over, so yesterday's ids cannot be redone. */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * The dashboards' daily rollup per day, site, dimension and value: days before today are rolled up
 * once; today is read from the raw rows.
 */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    site: text('site', { enum: sites }).notNull(),
    dimension: text('dimension').notNull(),
    value: text('value').notNull(),
    pageViews: integer('page_views').notNull().default(0),
    visitors: integer('visitors').notNull().default(0),
    entries: integer('entries').notNull().default(0),
    sessions: integer('sessions').notNull().default(0),
    bounces: integer('bounces').notNull().default(0),
    durationSeconds: integer('duration_seconds').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.day, table.site, table.dimension, table.value] }),
    index('analytics_daily_dimension_idx').on(table.dimension, table.day),
  ],
);

/** Which days are rolled up (a day with no visits is still rolled up, once). */
export const analyticsRolledUpDays = pgTable('analytics_rolled_up_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  rolledUpAt: at('rolled_up_at').notNull().default(sql`now()`),
});
