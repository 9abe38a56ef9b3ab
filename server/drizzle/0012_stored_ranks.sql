ALTER TABLE "scholarships" ADD COLUMN "fresh" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "thin_rank" smallint GENERATED ALWAYS AS (((deadline IS NULL)::int + (description IS NULL)::int + (award_amount_usd IS NULL AND award_min IS NULL AND award_max IS NULL)::int)) STORED;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "fresh" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "thin_rank" smallint GENERATED ALWAYS AS (((deadline IS NULL)::int + (description IS NULL)::int + (is_paid IS NULL)::int)) STORED;--> statement-breakpoint
CREATE INDEX "scholarships_open_relevance_idx" ON "scholarships" USING btree ("fresh" DESC NULLS LAST,"thin_rank","id") WHERE approval_status = 'approved' AND closed_at IS NULL AND duplicate_of IS NULL;--> statement-breakpoint
CREATE INDEX "internships_open_relevance_idx" ON "internships" USING btree ("fresh" DESC NULLS LAST,"thin_rank","id") WHERE approval_status = 'approved' AND closed_at IS NULL AND duplicate_of IS NULL;--> statement-breakpoint
-- Hand-added: the stored freshness of existing rows (every start's maintenance pass keeps it exact).
UPDATE "scholarships" SET "fresh" = coalesce("last_verified_at" >= now() - interval '12 months', false);--> statement-breakpoint
UPDATE "internships" SET "fresh" = coalesce("last_verified_at" >= now() - interval '12 months', false);
