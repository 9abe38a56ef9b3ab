-- Stale means closed (ADR 064): a listing is open until the earliest of its deadline, the end of the
-- last year or season its title names, an internship's season's end and, without a deadline, 12
-- months after its source last confirmed it. One stored column per table keeps "open" one index
-- range (ADR 048). Rows written before this migration get title_ends_on from the catalog's upkeep.
ALTER TABLE "scholarships" ADD COLUMN "title_ends_on" date;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "title_ends_on" date;--> statement-breakpoint
DROP INDEX "scholarships_open_count_idx";--> statement-breakpoint
DROP INDEX "internships_open_count_idx";--> statement-breakpoint
ALTER TABLE "internships" DROP COLUMN "open_until";--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "open_until" date GENERATED ALWAYS AS (least(coalesce(deadline, ((last_verified_at AT TIME ZONE 'UTC')::date + interval '12 months')::date, 'infinity'::date), coalesce(title_ends_on, 'infinity'::date), coalesce(season_ends_on, 'infinity'::date))) STORED;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "open_until" date GENERATED ALWAYS AS (least(coalesce(deadline, ((last_verified_at AT TIME ZONE 'UTC')::date + interval '12 months')::date, 'infinity'::date), coalesce(title_ends_on, 'infinity'::date))) STORED;--> statement-breakpoint
CREATE INDEX "scholarships_open_count_idx" ON "scholarships" USING btree ("open_until","min_gpa","award_amount_usd","is_remote","essay_required","deadline_key") WHERE approval_status = 'approved' AND closed_at IS NULL AND duplicate_of IS NULL;--> statement-breakpoint
CREATE INDEX "internships_open_count_idx" ON "internships" USING btree ("open_until","min_gpa","is_remote","deadline_key") WHERE approval_status = 'approved' AND closed_at IS NULL AND duplicate_of IS NULL;
