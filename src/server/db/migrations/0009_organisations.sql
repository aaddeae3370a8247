CREATE TABLE "candidate_hidden_organisations" (
	"user_id" text NOT NULL,
	"ods_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_hidden_organisations_user_id_ods_code_pk" PRIMARY KEY("user_id","ods_code")
);
--> statement-breakpoint
CREATE TABLE "organisation_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisation_invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "organisation_members" (
	"user_id" text PRIMARY KEY NOT NULL,
	"organisation_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"ods_code" text NOT NULL,
	"address_line" text NOT NULL,
	"postcode" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"contact_name" text NOT NULL,
	"job_title" text NOT NULL,
	"phone" text NOT NULL,
	"website" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"status_reason" text,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidate_hidden_organisations" ADD CONSTRAINT "candidate_hidden_organisations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invites" ADD CONSTRAINT "organisation_invites_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_invites" ADD CONSTRAINT "organisation_invites_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisation_members" ADD CONSTRAINT "organisation_members_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_reviewed_by_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_hidden_ods_idx" ON "candidate_hidden_organisations" USING btree ("ods_code");--> statement-breakpoint
CREATE UNIQUE INDEX "organisation_invites_open_idx" ON "organisation_invites" USING btree ("organisation_id","email") WHERE "organisation_invites"."accepted_at" is null;--> statement-breakpoint
CREATE INDEX "organisation_invites_email_idx" ON "organisation_invites" USING btree ("email");--> statement-breakpoint
CREATE INDEX "organisation_members_organisation_idx" ON "organisation_members" USING btree ("organisation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_ods_code_idx" ON "organisations" USING btree ("ods_code") WHERE "organisations"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "organisations_status_idx" ON "organisations" USING btree ("status","created_at");