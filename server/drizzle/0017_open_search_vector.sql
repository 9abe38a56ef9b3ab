DROP INDEX "scholarships_search_vector_idx";--> statement-breakpoint
DROP INDEX "internships_search_vector_idx";--> statement-breakpoint
CREATE INDEX "scholarships_open_search_vector_idx" ON "scholarships" USING gin ("search_vector") WHERE approval_status = 'approved' AND closed_at IS NULL AND duplicate_of IS NULL;--> statement-breakpoint
CREATE INDEX "internships_open_search_vector_idx" ON "internships" USING gin ("search_vector") WHERE approval_status = 'approved' AND closed_at IS NULL AND duplicate_of IS NULL;