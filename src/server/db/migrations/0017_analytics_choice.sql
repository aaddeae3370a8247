ALTER TABLE "user_profiles" ADD COLUMN "analytics_choice" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "analytics_choice_at" timestamp with time zone;