-- A listing without a deadline whose own text names only cycles that have ended ("for the academic
-- year 2024/25", "programmes starting in September 2024") is closed, like one whose title does
-- (ADR 064): text_ends_on joins open_until. Rows written before this migration get it from the
-- catalog's upkeep. Dropping the generated column drops its index, recreated as the schema declares.
ALTER TABLE "scholarships" ADD COLUMN "text_ends_on" date;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "text_ends_on" date;--> statement-breakpoint
DROP INDEX "scholarships_open_count_idx";--> statement-breakpoint
DROP INDEX "internships_open_count_idx";--> statement-breakpoint
ALTER TABLE "scholarships" drop column "open_until";--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "open_until" date GENERATED ALWAYS AS (least(coalesce(deadline, least(((last_verified_at AT TIME ZONE 'UTC')::date + interval '12 months')::date, text_ends_on), 'infinity'::date), coalesce(title_ends_on, 'infinity'::date))) STORED;--> statement-breakpoint
ALTER TABLE "internships" drop column "open_until";--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "open_until" date GENERATED ALWAYS AS (least(coalesce(deadline, least(((last_verified_at AT TIME ZONE 'UTC')::date + interval '12 months')::date, text_ends_on), 'infinity'::date), coalesce(title_ends_on, 'infinity'::date), coalesce(season_ends_on, 'infinity'::date))) STORED;--> statement-breakpoint
CREATE INDEX "scholarships_open_count_idx" ON "scholarships" USING btree ("open_until","min_gpa","award_amount_usd","is_remote","essay_required","deadline_key") WHERE approval_status = 'approved' AND closed_at IS NULL AND duplicate_of IS NULL;--> statement-breakpoint
CREATE INDEX "internships_open_count_idx" ON "internships" USING btree ("open_until","min_gpa","is_remote","deadline_key") WHERE approval_status = 'approved' AND closed_at IS NULL AND duplicate_of IS NULL;
