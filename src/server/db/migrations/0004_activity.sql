ALTER TABLE "user_profiles" ADD COLUMN "last_active_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Existing accounts: the latest activity we already know of, not the moment of this migration.
UPDATE "user_profiles" AS "p" SET "last_active_at" = greatest(
	"p"."created_at",
	(SELECT "u"."updated_at" FROM "user" AS "u" WHERE "u"."id" = "p"."user_id"),
	(SELECT max("s"."last_active_at") FROM "session" AS "s" WHERE "s"."user_id" = "p"."user_id")
);
