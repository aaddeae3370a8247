CREATE TABLE "candidate_profile_views" (
	"organisation_id" uuid NOT NULL,
	"candidate_user_id" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "candidate_profile_views_organisation_id_candidate_user_id_day_pk" PRIMARY KEY("organisation_id","candidate_user_id","day")
);
--> statement-breakpoint
CREATE TABLE "candidate_references" (
	"reference" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"candidate_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "hidden_from_search_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "placement_question_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "placement_question_opportunity_id" uuid;--> statement-breakpoint
ALTER TABLE "candidate_profile_views" ADD CONSTRAINT "candidate_profile_views_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_profile_views" ADD CONSTRAINT "candidate_profile_views_candidate_user_id_user_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_references" ADD CONSTRAINT "candidate_references_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_references" ADD CONSTRAINT "candidate_references_candidate_user_id_user_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidate_references_live_idx" ON "candidate_references" USING btree ("organisation_id","candidate_user_id") WHERE "candidate_references"."retired_at" is null;