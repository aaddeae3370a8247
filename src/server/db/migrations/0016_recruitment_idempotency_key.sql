-- A recruitment submission retried with the same Idempotency-Key finds its first copy (the unique
-- constraint makes a racing second insert a no-op) instead of storing and mailing it twice.
ALTER TABLE "recruitment_submissions" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "recruitment_submissions" ADD CONSTRAINT "recruitment_submissions_idempotency_key_unique" UNIQUE("idempotency_key");