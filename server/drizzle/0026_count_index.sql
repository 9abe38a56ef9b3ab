-- Browse counts its matches from an index alone (ADR 048): the open range first, then the columns
-- of the common filters, so counting up to the cap reads no table pages once VACUUM has set the
-- visibility map (the catalog's analyze step after every import runs it).
CREATE INDEX "scholarships_open_count_idx" ON "scholarships" USING btree ("deadline_key","min_gpa","award_amount_usd","is_remote","essay_required") WHERE approval_status = 'approved' AND closed_at IS NULL AND duplicate_of IS NULL;--> statement-breakpoint
CREATE INDEX "internships_open_count_idx" ON "internships" USING btree ("deadline_key","season_ends_on","min_gpa","is_remote") WHERE approval_status = 'approved' AND closed_at IS NULL AND duplicate_of IS NULL;