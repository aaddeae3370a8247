-- A visit's page views update it in place (HOT): no index on the columns they change, and room on
-- each page for the new version of a row (decision 014, analytics-schema.ts).
DROP INDEX "analytics_sessions_last_seen_idx";--> statement-breakpoint
ALTER TABLE "analytics_sessions" SET (fillfactor = 80);
