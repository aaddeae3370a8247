ALTER TABLE "organisations" ADD COLUMN "pending_change" jsonb;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "pending_change_by" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "pending_change_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_pending_change_by_user_id_fk" FOREIGN KEY ("pending_change_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;