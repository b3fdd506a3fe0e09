-- The search box matches a part of a name anywhere in it: trigram indexes (pg_trgm, a trusted extension:
-- the database's owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orgs_name_trgm_idx" ON "orgs" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staff_name_trgm_idx" ON "staff" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "staff_account_trgm_idx" ON "staff" USING gin (lower("account") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stores_name_trgm_idx" ON "stores" USING gin (lower("name") gin_trgm_ops);