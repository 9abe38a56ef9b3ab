-- Browse answers are cached per catalog version (ADR 009). Any statement that writes either
-- catalog table bumps the single version row and announces the new version with NOTIFY, which
-- PostgreSQL delivers only when the writing transaction commits. The row lock makes a reader see
-- the old version until then, so an answer is never cached under a version whose data it missed.
CREATE TABLE IF NOT EXISTS "catalog_version" (
	"id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
	"version" bigint NOT NULL DEFAULT 1
);--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (true, 1) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_catalog_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	new_version bigint;
BEGIN
	UPDATE "catalog_version" SET "version" = "version" + 1 WHERE "id" RETURNING "version" INTO new_version;
	PERFORM pg_notify('catalog_version', new_version::text);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE TRIGGER "scholarships_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "scholarships"
	FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();--> statement-breakpoint
CREATE OR REPLACE TRIGGER "internships_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "internships"
	FOR EACH STATEMENT EXECUTE FUNCTION bump_catalog_version();
