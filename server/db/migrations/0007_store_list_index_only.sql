DROP INDEX "stores_org_expiry_idx";--> statement-breakpoint
DROP INDEX "stores_expiry_idx";--> statement-breakpoint
DROP INDEX "stores_name_lower_idx";--> statement-breakpoint
DROP INDEX "stores_org_name_idx";--> statement-breakpoint
CREATE INDEX "stores_org_expiry_idx" ON "stores" USING btree ("org_id",coalesce("expire_at", '-infinity'::timestamptz),"id","expire_at");--> statement-breakpoint
CREATE INDEX "stores_expiry_idx" ON "stores" USING btree (coalesce("expire_at", '-infinity'::timestamptz),"id","expire_at");--> statement-breakpoint
CREATE INDEX "stores_name_lower_idx" ON "stores" USING btree (lower("name") text_pattern_ops,"name");--> statement-breakpoint
CREATE INDEX "stores_org_name_idx" ON "stores" USING btree ("org_id",lower("name") text_pattern_ops,"name");