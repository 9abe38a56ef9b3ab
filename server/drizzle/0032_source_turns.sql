-- Each source takes its turn in the relevance order (ADR 068): source_rank is a listing's place among
-- its source's open listings, most complete first, kept by the catalog's upkeep, which fills it for
-- rows written before this migration on its first pass.
DROP INDEX "scholarships_open_relevance_idx";--> statement-breakpoint
DROP INDEX "internships_open_relevance_idx";--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "source_rank" integer;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "source_rank" integer;--> statement-breakpoint
CREATE INDEX "scholarships_open_relevance_idx" ON "scholarships" USING btree ("fresh" DESC NULLS LAST,"source_rank","thin_rank","id") WHERE approval_status = 'approved' AND closed_at IS NULL AND duplicate_of IS NULL;--> statement-breakpoint
CREATE INDEX "internships_open_relevance_idx" ON "internships" USING btree ("fresh" DESC NULLS LAST,"source_rank","thin_rank","id") WHERE approval_status = 'approved' AND closed_at IS NULL AND duplicate_of IS NULL;