-- A contributor's form as submitted (ADR 028): the row's own columns are cleaned and enriched from
-- the text, so editing and resubmitting reads back the words the contributor typed.
ALTER TABLE "scholarships" ADD COLUMN "submitted_fields" jsonb;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "submitted_fields" jsonb;
