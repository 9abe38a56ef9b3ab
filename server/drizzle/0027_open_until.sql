-- An internship is open until its deadline or its season's end, whichever is first (ADR 048). As one
-- stored column it is one index range, so browse's count no longer walks the listings whose season
-- has ended to reach the open ones.
DROP INDEX "internships_open_count_idx";--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "open_until" date GENERATED ALWAYS AS (least(coalesce(deadline, 'infinity'::date), coalesce(season_ends_on, 'infinity'::date))) STORED;--> statement-breakpoint
CREATE INDEX "internships_open_count_idx" ON "internships" USING btree ("open_until","min_gpa","is_remote","deadline_key") WHERE approval_status = 'approved' AND closed_at IS NULL AND duplicate_of IS NULL;