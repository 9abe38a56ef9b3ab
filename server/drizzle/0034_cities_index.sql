-- Recommendations read internships where the student lives or wants to work by their stored
-- cities (ADR 070), as the state filter reads state_codes.
CREATE INDEX "scholarships_cities_idx" ON "scholarships" USING gin ("cities");--> statement-breakpoint
CREATE INDEX "internships_cities_idx" ON "internships" USING gin ("cities");