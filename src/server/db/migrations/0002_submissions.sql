CREATE TABLE "contact_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"organisation" text,
	"message" text NOT NULL,
	"consultation_type" text DEFAULT 'other' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruitment_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_type" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"organisation" text NOT NULL,
	"role" text NOT NULL,
	"description" text NOT NULL,
	"location" text NOT NULL,
	"salary" text,
	"employment_type" text,
	"approved" boolean DEFAULT false NOT NULL,
	"privacy_accepted_at" timestamp with time zone NOT NULL,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recruitment_submissions_employer_fields_check" CHECK ("recruitment_submissions"."submission_type" = 'employer' or ("recruitment_submissions"."salary" is null and "recruitment_submissions"."employment_type" is null))
);
--> statement-breakpoint
CREATE INDEX "contact_submissions_created_idx" ON "contact_submissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "recruitment_submissions_created_idx" ON "recruitment_submissions" USING btree ("created_at");