-- "Open on a day" and the deadline order as one index range (ADR 041): the deadline, or 'infinity'
-- when none, so `deadline_key >= today` seeks past every passed deadline instead of walking them.
DROP INDEX "scholarships_open_deadline_idx";--> statement-breakpoint
DROP INDEX "scholarships_open_targeted_idx";--> statement-breakpoint
DROP INDEX "internships_open_deadline_idx";--> statement-breakpoint
DROP INDEX "internships_open_targeted_idx";--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "deadline_key" date GENERATED ALWAYS AS (coalesce(deadline, 'infinity'::date)) STORED;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "deadline_key" date GENERATED ALWAYS AS (coalesce(deadline, 'infinity'::date)) STORED;--> statement-breakpoint
CREATE INDEX "scholarships_open_deadline_idx" ON "scholarships" USING btree ("deadline_key","id") WHERE approval_status = 'approved' AND closed_at IS NULL AND duplicate_of IS NULL;--> statement-breakpoint
CREATE INDEX "scholarships_open_targeted_idx" ON "scholarships" USING btree ("deadline_key","id") WHERE approval_status = 'approved' AND closed_at IS NULL AND duplicate_of IS NULL AND targeted;--> statement-breakpoint
CREATE INDEX "internships_open_deadline_idx" ON "internships" USING btree ("deadline_key","id") WHERE approval_status = 'approved' AND closed_at IS NULL AND duplicate_of IS NULL;--> statement-breakpoint
CREATE INDEX "internships_open_targeted_idx" ON "internships" USING btree ("deadline_key","id") WHERE approval_status = 'approved' AND closed_at IS NULL AND duplicate_of IS NULL AND targeted;