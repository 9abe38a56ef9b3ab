-- Indexes no statement reads (ADR 052): composite approval_status indexes from before the partial
-- open-listing indexes. Each still cost a write per row and planning time on every catalog query.
DROP INDEX "scholarships_approval_deadline_idx";--> statement-breakpoint
DROP INDEX "scholarships_approval_remote_idx";--> statement-breakpoint
DROP INDEX "scholarships_approval_education_idx";--> statement-breakpoint
DROP INDEX "scholarships_approval_award_idx";--> statement-breakpoint
DROP INDEX "scholarships_approval_kind_idx";--> statement-breakpoint
DROP INDEX "internships_approval_deadline_idx";--> statement-breakpoint
DROP INDEX "internships_approval_remote_idx";--> statement-breakpoint
DROP INDEX "internships_approval_education_idx";