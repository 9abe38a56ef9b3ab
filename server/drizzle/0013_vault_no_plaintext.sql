-- The vault never stores plaintext: the content column goes, ciphertext and key columns follow in
-- 0014. No release wrote user_documents or application_documents (the vault had no endpoints),
-- so both tables are empty and the NOT NULL columns below need no backfill.
ALTER TABLE "application_documents" ADD COLUMN "document_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "citizenship" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "first_generation" boolean;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "ethnicity" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_document_id_user_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."user_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_documents_application_document_unique" ON "application_documents" USING btree ("application_id","document_id");--> statement-breakpoint
ALTER TABLE "user_documents" DROP COLUMN "content";