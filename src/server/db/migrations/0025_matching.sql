CREATE TABLE "digest_recipients" (
	"run_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "digest_recipients_run_id_user_id_pk" PRIMARY KEY("run_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "digest_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"audience" text NOT NULL,
	"cadence" text NOT NULL,
	"period" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "match_alerts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"recipient_user_id" text NOT NULL,
	"kind" text NOT NULL,
	"vacancy_id" uuid,
	"saved_search_id" uuid,
	"candidate_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	"digested_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"filter" jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"radius_km" integer NOT NULL,
	"role" text,
	"alert" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "sessions_per_week" integer;--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD COLUMN "match_digest" text DEFAULT 'weekly' NOT NULL;--> statement-breakpoint
ALTER TABLE "vacancies" ADD COLUMN "match_radius_km" integer DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "digest_recipients" ADD CONSTRAINT "digest_recipients_run_id_digest_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."digest_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_recipients" ADD CONSTRAINT "digest_recipients_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_alerts" ADD CONSTRAINT "match_alerts_recipient_user_id_user_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_alerts" ADD CONSTRAINT "match_alerts_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_alerts" ADD CONSTRAINT "match_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_alerts" ADD CONSTRAINT "match_alerts_candidate_user_id_user_id_fk" FOREIGN KEY ("candidate_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digest_recipients_pending_idx" ON "digest_recipients" USING btree ("run_id","user_id") WHERE "digest_recipients"."sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "digest_runs_period_unique" ON "digest_runs" USING btree ("audience","cadence","period");--> statement-breakpoint
CREATE UNIQUE INDEX "match_alerts_vacancy_unique" ON "match_alerts" USING btree ("recipient_user_id","vacancy_id") WHERE "match_alerts"."kind" = 'vacancy_match';--> statement-breakpoint
CREATE UNIQUE INDEX "match_alerts_saved_search_unique" ON "match_alerts" USING btree ("saved_search_id","candidate_user_id") WHERE "match_alerts"."kind" = 'saved_search_match';--> statement-breakpoint
CREATE INDEX "match_alerts_pending_idx" ON "match_alerts" USING btree ("recipient_user_id","id") WHERE "match_alerts"."digested_at" is null and "match_alerts"."seen_at" is null;--> statement-breakpoint
CREATE INDEX "match_alerts_vacancy_idx" ON "match_alerts" USING btree ("vacancy_id");--> statement-breakpoint
CREATE INDEX "match_alerts_candidate_idx" ON "match_alerts" USING btree ("candidate_user_id");--> statement-breakpoint
CREATE INDEX "saved_searches_organisation_idx" ON "saved_searches" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_alert_location_idx" ON "saved_searches" USING btree ("latitude","longitude") WHERE "saved_searches"."alert";--> statement-breakpoint
ALTER TABLE "candidate_profiles" ADD CONSTRAINT "candidate_profiles_sessions_check" CHECK ("candidate_profiles"."sessions_per_week" between 1 and 10);--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_match_radius_check" CHECK (match_radius_km between 1 and 200);