ALTER TABLE "auth_activity_logs" ADD COLUMN "username" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_unique" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "auth_activity_logs_username_idx" ON "auth_activity_logs" USING btree ("username","action","created_at");--> statement-breakpoint
CREATE INDEX "auth_activity_logs_ip_idx" ON "auth_activity_logs" USING btree ("ip_address","action","created_at");