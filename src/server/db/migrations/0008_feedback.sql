CREATE TABLE "feedback_surveys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"user_role" text NOT NULL,
	"rating" smallint NOT NULL,
	"feedback_text" text,
	"login_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_surveys_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "feedback_surveys_rating_check" CHECK ("feedback_surveys"."rating" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "user_login_tracking" (
	"user_id" text PRIMARY KEY NOT NULL,
	"login_count" integer DEFAULT 0 NOT NULL,
	"last_survey_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback_surveys" ADD CONSTRAINT "feedback_surveys_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_login_tracking" ADD CONSTRAINT "user_login_tracking_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;