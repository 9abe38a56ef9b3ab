-- Who may apply, read from each listing's own words with the sentence that says so (ADR 065).
ALTER TABLE "scholarships" ADD COLUMN "restrictions" jsonb;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "restrictions" jsonb;