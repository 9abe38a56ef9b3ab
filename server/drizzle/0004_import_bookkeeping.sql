ALTER TABLE "scholarships" ADD COLUMN "source_record_id" text;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "source_record_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_jobs_one_running_per_type" ON "scheduled_jobs" USING btree ("type") WHERE status = 'running';