ALTER TABLE "scholarships" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "scholarships" drop column "search_text";--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "search_text" text GENERATED ALWAYS AS (coalesce(title, '') || ' ' || coalesce(provider, '') || ' ' || coalesce(description, '') || ' ' || immutable_array_to_string(tags, ' ') || ' ' || coalesce(location, '') || ' ' || immutable_array_to_string(required_majors, ' ') || ' ' || coalesce(required_education_level, '')) STORED;--> statement-breakpoint
ALTER TABLE "scholarships" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '') || ' ' || coalesce(provider, '')), 'A') || setweight(to_tsvector('english', immutable_array_to_string(tags, ' ') || ' ' || immutable_array_to_string(required_majors, ' ') || ' ' || coalesce(required_education_level, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '') || ' ' || coalesce(location, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
-- Dropping the generated columns dropped their indexes too; drizzle-kit does not know that.
CREATE INDEX "scholarships_search_vector_idx" ON "scholarships" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "scholarships_search_text_trgm_idx" ON "scholarships" USING gin ("search_text" gin_trgm_ops);
