-- Trigram indexes (gin_trgm_ops) on the catalog tables need pg_trgm. On PGlite the client must be
-- created with the pg_trgm extension loaded for this to succeed.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- array_to_string() is only STABLE (element output functions in general may depend on settings), so
-- PostgreSQL refuses it in generated columns. For text[] the result cannot change, so this wrapper is
-- honestly IMMUTABLE; the generated search_text / search_vector columns of the catalog tables use it.
CREATE OR REPLACE FUNCTION immutable_array_to_string(arr text[], sep text)
  RETURNS text
  LANGUAGE sql
  IMMUTABLE PARALLEL SAFE
  RETURN array_to_string(arr, sep);
