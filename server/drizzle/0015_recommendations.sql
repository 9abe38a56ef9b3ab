ALTER TABLE "user_profiles" ADD COLUMN "hidden_match_facts" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "recommendations_key" text;--> statement-breakpoint
ALTER TABLE "recommendations" ADD COLUMN "rating" smallint;--> statement-breakpoint
ALTER TABLE "recommendations" ADD COLUMN "computed_for" text;