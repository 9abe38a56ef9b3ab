ALTER TABLE "user_documents" ALTER COLUMN "encryption_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "user_documents" ADD COLUMN "ciphertext" "bytea" NOT NULL;--> statement-breakpoint
ALTER TABLE "user_documents" ADD COLUMN "key_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "user_documents" ADD COLUMN "file_name" text;