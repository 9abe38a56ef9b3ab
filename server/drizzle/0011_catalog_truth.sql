CREATE TABLE "anonymous_viewed_opportunities" (
	"visitor_hash" text NOT NULL,
	"opportunity_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anonymous_viewed_opportunities_visitor_hash_opportunity_key_pk" PRIMARY KEY("visitor_hash","opportunity_key")
);
--> statement-breakpoint
DROP INDEX "scholarships_open_id_idx";--> statement-breakpoint
DROP INDEX "scholarships_open_deadline_idx";--> statement-breakpoint
DROP INDEX "scholarships_open_award_desc_idx";--> statement-breakpoint
DROP INDEX "scholarships_open_award_asc_idx";--> statement-breakpoint
DROP INDEX "internships_open_id_idx";--> statement-breakpoint
DROP INDEX "internships_open_deadline_idx";--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "duplicate_of" integer;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "also_listed_by" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "url_key" text;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "derived_fields" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "state_codes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "country_codes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "cities" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "award_min" numeric;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "award_max" numeric;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "award_currency" text;--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "award_period" text;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "duplicate_of" integer;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "also_listed_by" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "url_key" text;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "derived_fields" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "state_codes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "country_codes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "cities" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "internships" ADD COLUMN "season_ends_on" date;--> statement-breakpoint
CREATE INDEX "anonymous_viewed_opportunities_created_at_idx" ON "anonymous_viewed_opportunities" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "scholarships_state_codes_idx" ON "scholarships" USING gin ("state_codes");--> statement-breakpoint
CREATE INDEX "scholarships_dedupe_key_idx" ON "scholarships" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "scholarships_url_key_idx" ON "scholarships" USING btree ("url_key");--> statement-breakpoint
CREATE INDEX "internships_state_codes_idx" ON "internships" USING gin ("state_codes");--> statement-breakpoint
CREATE INDEX "internships_dedupe_key_idx" ON "internships" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "internships_url_key_idx" ON "internships" USING btree ("url_key");--> statement-breakpoint
CREATE INDEX "scholarships_open_id_idx" ON "scholarships" USING btree ("id") WHERE approval_status = 'approved' AND closed_at IS NULL AND duplicate_of IS NULL;--> statement-breakpoint
CREATE INDEX "scholarships_open_deadline_idx" ON "scholarships" USING btree ("deadline","id") WHERE approval_status = 'approved' AND closed_at IS NULL AND duplicate_of IS NULL;--> statement-breakpoint
CREATE INDEX "scholarships_open_award_desc_idx" ON "scholarships" USING btree ("award_amount_usd" DESC NULLS LAST,"id") WHERE approval_status = 'approved' AND closed_at IS NULL AND duplicate_of IS NULL;--> statement-breakpoint
CREATE INDEX "scholarships_open_award_asc_idx" ON "scholarships" USING btree ("award_amount_usd","id") WHERE approval_status = 'approved' AND closed_at IS NULL AND duplicate_of IS NULL;--> statement-breakpoint
CREATE INDEX "internships_open_id_idx" ON "internships" USING btree ("id") WHERE approval_status = 'approved' AND closed_at IS NULL AND duplicate_of IS NULL;--> statement-breakpoint
CREATE INDEX "internships_open_deadline_idx" ON "internships" USING btree ("deadline","id") WHERE approval_status = 'approved' AND closed_at IS NULL AND duplicate_of IS NULL;--> statement-breakpoint
-- Hand-added: listings closed before this migration were closed by their source.
UPDATE "scholarships" SET "closed_reason" = 'source' WHERE "closed_at" IS NOT NULL;--> statement-breakpoint
UPDATE "internships" SET "closed_reason" = 'source' WHERE "closed_at" IS NOT NULL;
