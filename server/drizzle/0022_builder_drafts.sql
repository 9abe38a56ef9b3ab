ALTER TABLE "ai_generated_content" ADD COLUMN "encryption_key" text;--> statement-breakpoint
ALTER TABLE "ai_generated_content" ADD COLUMN "key_id" text;--> statement-breakpoint
ALTER TABLE "ai_generated_content" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "ai_generated_content" ADD COLUMN "provider" text;