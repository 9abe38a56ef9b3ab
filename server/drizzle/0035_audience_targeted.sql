-- A scholarship is also written for a group when its words name the group as its audience
-- ("primarily African American students", "for women in STEM"): the audience tags join the stated
-- rules in `targeted`, so the recommendations offer it to members of the group. Dropping the
-- generated column drops its partial index, recreated here as the schema declares it.
ALTER TABLE "scholarships" drop column "targeted";--> statement-breakpoint
ALTER TABLE "scholarships" ADD COLUMN "targeted" boolean GENERATED ALWAYS AS ((cardinality(required_states) > 0 OR first_generation OR coalesce(gender_requirement, '') <> '' OR coalesce(ethnicity_requirement, '') <> '' OR tags && ARRAY['women', 'first-gen', 'black', 'hispanic-latino', 'indigenous']::text[])) STORED;--> statement-breakpoint
CREATE INDEX "scholarships_open_targeted_idx" ON "scholarships" USING btree ("deadline_key","id") WHERE approval_status = 'approved' AND closed_at IS NULL AND duplicate_of IS NULL AND targeted;
