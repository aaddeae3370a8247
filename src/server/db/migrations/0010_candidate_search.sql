ALTER TABLE "candidate_profiles" ADD COLUMN "reference" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "video_visible_to_employers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "candidate_profiles_latitude_idx" ON "candidate_profiles" USING btree ("latitude") WHERE "candidate_profiles"."latitude" is not null and "candidate_profiles"."registration_completed_at" is not null;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_reference_unique" UNIQUE("reference");