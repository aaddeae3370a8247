CREATE TABLE "vacancies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"created_by" text,
	"role" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"employment_type" text NOT NULL,
	"sessions_per_week" real,
	"hours_per_week" real,
	"pay_basis" text NOT NULL,
	"pay_min_pounds" integer NOT NULL,
	"pay_max_pounds" integer,
	"at_organisation_address" boolean DEFAULT true NOT NULL,
	"postcode_district" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"work_arrangement" text DEFAULT 'on_site' NOT NULL,
	"start_date" date NOT NULL,
	"closing_date" date NOT NULL,
	"description" text NOT NULL,
	"registration_body" text,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience_band" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"closed_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "vacancies_hours_check" CHECK (sessions_per_week is not null or hours_per_week is not null),
	CONSTRAINT "vacancies_pay_check" CHECK ((pay_basis = 'annual_salary' and pay_max_pounds is not null and pay_max_pounds >= pay_min_pounds) or (pay_basis = 'day_rate' and pay_max_pounds is null)),
	CONSTRAINT "vacancies_closed_check" CHECK ((status = 'closed') = (closed_reason is not null))
);
--> statement-breakpoint
CREATE TABLE "vacancy_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vacancy_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"closed_reason" text,
	"changed_fields" text[],
	"actor_kind" text NOT NULL,
	"actor_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "opportunities" ADD COLUMN "vacancy_id" uuid;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_events" ADD CONSTRAINT "vacancy_events_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancy_events" ADD CONSTRAINT "vacancy_events_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vacancies_organisation_idx" ON "vacancies" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE INDEX "vacancies_board_idx" ON "vacancies" USING btree ("role","published_at") WHERE "vacancies"."status" = 'open';--> statement-breakpoint
CREATE INDEX "vacancies_location_idx" ON "vacancies" USING btree ("latitude","longitude") WHERE "vacancies"."status" = 'open';--> statement-breakpoint
CREATE INDEX "vacancies_closing_idx" ON "vacancies" USING btree ("closing_date") WHERE "vacancies"."status" in ('open', 'paused');--> statement-breakpoint
CREATE INDEX "vacancy_events_vacancy_idx" ON "vacancy_events" USING btree ("vacancy_id","id");--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_vacancy_id_vacancies_id_fk" FOREIGN KEY ("vacancy_id") REFERENCES "public"."vacancies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opportunities_vacancy_idx" ON "opportunities" USING btree ("vacancy_id") WHERE "opportunities"."vacancy_id" is not null;