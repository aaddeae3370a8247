CREATE TABLE "candidate_experience" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"job_title" text NOT NULL,
	"organisation" text DEFAULT '' NOT NULL,
	"start_date" date,
	"end_date" date,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"strapline" text,
	"arrs_role" text,
	"roles_of_interest" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience_band" text,
	"available_from" date,
	"work_radius_km" integer,
	"employment_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"contact_email" text,
	"completion_percentage" integer DEFAULT 0 NOT NULL,
	"registration_completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_profiles_radius_check" CHECK ("candidate_profiles"."work_radius_km" > 0)
);
--> statement-breakpoint
CREATE TABLE "candidate_qualifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"institution" text DEFAULT '' NOT NULL,
	"year_awarded" integer,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_experience" ADD CONSTRAINT "candidate_experience_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_qualifications" ADD CONSTRAINT "candidate_qualifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_skills" ADD CONSTRAINT "candidate_skills_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_experience_user_idx" ON "candidate_experience" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "candidate_qualifications_user_idx" ON "candidate_qualifications" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "candidate_skills_user_idx" ON "candidate_skills" USING btree ("user_id","position");