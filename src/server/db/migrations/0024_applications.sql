ALTER TABLE "opportunities" ADD COLUMN "started_by" text DEFAULT 'employer' NOT NULL;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "shortlisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "introduction_requested_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "opportunities_application_idx" ON "opportunities" USING btree ("vacancy_id","candidate_user_id") WHERE "opportunities"."started_by" = 'candidate';