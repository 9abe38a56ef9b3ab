CREATE TABLE "auth_throttle" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	CONSTRAINT "auth_throttle_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE INDEX "auth_throttle_window_start_idx" ON "auth_throttle" USING btree ("window_start");