DROP INDEX "stores_expiry_idx";--> statement-breakpoint
DROP INDEX "stores_name_lower_idx";--> statement-breakpoint
DROP INDEX "stores_name_idx";--> statement-breakpoint
DROP INDEX "stores_created_idx";--> statement-breakpoint
CREATE INDEX "stores_id_idx" ON "stores" USING btree ("id","expire_at");--> statement-breakpoint
CREATE INDEX "stores_country_idx" ON "stores" USING btree ("country","id","expire_at");--> statement-breakpoint
CREATE INDEX "stores_tables_idx" ON "stores" USING btree ("tables","id","expire_at");--> statement-breakpoint
CREATE INDEX "stores_org_id_idx" ON "stores" USING btree ("org_id","id");--> statement-breakpoint
CREATE INDEX "stores_org_sort_name_idx" ON "stores" USING btree ("org_id","name","id");--> statement-breakpoint
CREATE INDEX "stores_org_country_idx" ON "stores" USING btree ("org_id","country","id");--> statement-breakpoint
CREATE INDEX "stores_org_tables_idx" ON "stores" USING btree ("org_id","tables","id");--> statement-breakpoint
CREATE INDEX "stores_version_id_idx" ON "stores" USING btree ("version_id","id");--> statement-breakpoint
CREATE INDEX "stores_version_name_idx" ON "stores" USING btree ("version_id","name","id");--> statement-breakpoint
CREATE INDEX "stores_version_country_idx" ON "stores" USING btree ("version_id","country","id");--> statement-breakpoint
CREATE INDEX "stores_version_tables_idx" ON "stores" USING btree ("version_id","tables","id");--> statement-breakpoint
CREATE INDEX "stores_version_expiry_idx" ON "stores" USING btree ("version_id",coalesce("expire_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "stores_country_created_idx" ON "stores" USING btree ("country","created_at","id");--> statement-breakpoint
CREATE INDEX "stores_country_name_idx" ON "stores" USING btree ("country","name","id");--> statement-breakpoint
CREATE INDEX "stores_country_tables_idx" ON "stores" USING btree ("country","tables","id");--> statement-breakpoint
CREATE INDEX "stores_country_expiry_idx" ON "stores" USING btree ("country",coalesce("expire_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "stores_waiting_created_idx" ON "stores" USING btree ("created_at","id") WHERE "stores"."expire_at" is null;--> statement-breakpoint
CREATE INDEX "stores_waiting_id_idx" ON "stores" USING btree ("id") WHERE "stores"."expire_at" is null;--> statement-breakpoint
CREATE INDEX "stores_waiting_name_idx" ON "stores" USING btree ("name","id") WHERE "stores"."expire_at" is null;--> statement-breakpoint
CREATE INDEX "stores_waiting_country_idx" ON "stores" USING btree ("country","id") WHERE "stores"."expire_at" is null;--> statement-breakpoint
CREATE INDEX "stores_waiting_tables_idx" ON "stores" USING btree ("tables","id") WHERE "stores"."expire_at" is null;--> statement-breakpoint
CREATE INDEX "stores_expiry_idx" ON "stores" USING btree (coalesce("expire_at", '-infinity'::timestamptz),"id","expire_at","org_id","created_at","name","country","tables");--> statement-breakpoint
CREATE INDEX "stores_name_lower_idx" ON "stores" USING btree (lower("name") text_pattern_ops,"name","id","org_id");--> statement-breakpoint
CREATE INDEX "stores_name_idx" ON "stores" USING btree ("name","id","expire_at");--> statement-breakpoint
CREATE INDEX "stores_created_idx" ON "stores" USING btree ("created_at","id","expire_at");--> statement-breakpoint
ANALYZE "stores";