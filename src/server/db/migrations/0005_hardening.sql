CREATE TABLE "sign_in_failures" (
	"account_key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"first_failure_at" timestamp with time zone NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "totp_last_steps" (
	"user_id" text PRIMARY KEY NOT NULL,
	"last_step" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "not_found_log_created_idx";--> statement-breakpoint
ALTER TABLE "not_found_log" ADD COLUMN "hits" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "not_found_log" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "totp_last_steps" ADD CONSTRAINT "totp_last_steps_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_failures_last_idx" ON "sign_in_failures" USING btree ("last_failure_at");--> statement-breakpoint
-- Existing rows: one per site and path, counting the repeats, before the unique index.
UPDATE "not_found_log" AS "keep" SET "hits" = "dup"."hits", "last_seen_at" = "dup"."last_seen_at", "created_at" = "dup"."first_seen_at"
FROM (
	SELECT min("id") AS "id", count(*)::integer AS "hits", max("created_at") AS "last_seen_at", min("created_at") AS "first_seen_at"
	FROM "not_found_log" GROUP BY "site", "path"
) AS "dup"
WHERE "keep"."id" = "dup"."id";--> statement-breakpoint
DELETE FROM "not_found_log" AS "row" WHERE EXISTS (
	SELECT 1 FROM "not_found_log" AS "other"
	WHERE "other"."site" = "row"."site" AND "other"."path" = "row"."path" AND "other"."id" < "row"."id"
);--> statement-breakpoint
CREATE INDEX "not_found_log_last_seen_idx" ON "not_found_log" USING btree ("last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "not_found_log_site_path_idx" ON "not_found_log" USING btree ("site",md5("path"));