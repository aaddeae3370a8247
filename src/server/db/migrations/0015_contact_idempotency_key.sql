-- A contact submission retried with the same Idempotency-Key finds its first copy (the
-- unique constraint makes a racing second insert a no-op) instead of storing and mailing it twice.
ALTER TABLE "contact_submissions" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_idempotency_key_unique" UNIQUE("idempotency_key");