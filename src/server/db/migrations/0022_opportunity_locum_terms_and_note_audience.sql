ALTER TABLE "opportunities" ADD COLUMN "locum_days_per_week" real;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "locum_length_weeks" integer;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "locum_expected_days" real;--> statement-breakpoint
ALTER TABLE "opportunity_events" ADD COLUMN "note_audience" text DEFAULT 'organisation' NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_locum_terms_check" CHECK ((locum_days_per_week is null and locum_length_weeks is null and locum_expected_days is null) or (locum_days_per_week is not null and (locum_length_weeks is null) <> (locum_expected_days is null)));