CREATE TABLE "analytics_click_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"site" text NOT NULL,
	"session_id" text NOT NULL,
	"user_id" text,
	"page_path" text NOT NULL,
	"element_type" text NOT NULL,
	"element_id" text,
	"element_class" text,
	"element_text" text,
	"click_x" integer,
	"click_y" integer,
	"page_x" integer,
	"page_y" integer,
	"scroll_top" integer,
	"ms_in_session" integer
);
--> statement-breakpoint
CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"site" text NOT NULL,
	"dimension" text NOT NULL,
	"value" text NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"bounces" integer DEFAULT 0 NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_daily_day_site_dimension_value_pk" PRIMARY KEY("day","site","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "analytics_page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"site" text NOT NULL,
	"visitor_id" text NOT NULL,
	"session_id" text,
	"user_id" text,
	"page_path" text NOT NULL,
	"page_title" text DEFAULT '' NOT NULL,
	"referrer_host" text,
	"is_entry" boolean DEFAULT false NOT NULL,
	"device_type" text DEFAULT 'Unknown' NOT NULL,
	"browser" text DEFAULT 'Unknown' NOT NULL,
	"operating_system" text DEFAULT 'Unknown' NOT NULL,
	"screen_resolution" text,
	"viewport_size" text,
	"country" text DEFAULT 'Unknown' NOT NULL,
	"region" text DEFAULT 'Unknown' NOT NULL,
	"city" text DEFAULT 'Unknown' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_rolled_up_days" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_up_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"site" text NOT NULL,
	"visitor_id" text NOT NULL,
	"user_id" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"current_page" text NOT NULL,
	"entry_page" text NOT NULL,
	"page_views" integer DEFAULT 1 NOT NULL,
	"end_time" timestamp with time zone,
	"duration_seconds" integer,
	"device_type" text DEFAULT 'Unknown' NOT NULL,
	"browser" text DEFAULT 'Unknown' NOT NULL,
	"operating_system" text DEFAULT 'Unknown' NOT NULL,
	"country" text DEFAULT 'Unknown' NOT NULL,
	"region" text DEFAULT 'Unknown' NOT NULL,
	"city" text DEFAULT 'Unknown' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "internal_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "recruitment_submissions" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "recruitment_submissions" ADD COLUMN "internal_notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "recruitment_submissions" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "analytics_click_events_occurred_idx" ON "analytics_click_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_daily_dimension_idx" ON "analytics_daily" USING btree ("dimension","day");--> statement-breakpoint
CREATE INDEX "analytics_page_views_occurred_idx" ON "analytics_page_views" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_page_views_site_occurred_idx" ON "analytics_page_views" USING btree ("site","occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_sessions_started_idx" ON "analytics_sessions" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "analytics_sessions_last_seen_idx" ON "analytics_sessions" USING btree ("last_seen_at");