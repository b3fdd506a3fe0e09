CREATE INDEX "stores_expiry_month_name_idx" ON "stores" USING btree (date_trunc('month', "expire_at" at time zone 'UTC'),"name","id","expire_at");--> statement-breakpoint
CREATE INDEX "stores_expiry_month_country_idx" ON "stores" USING btree (date_trunc('month', "expire_at" at time zone 'UTC'),"country","id","expire_at");--> statement-breakpoint
CREATE INDEX "stores_expiry_month_tables_idx" ON "stores" USING btree (date_trunc('month', "expire_at" at time zone 'UTC'),"tables","id","expire_at");--> statement-breakpoint
CREATE INDEX "stores_name_head_created_idx" ON "stores" USING btree (left(lower("name"), 3),"created_at","id","name");--> statement-breakpoint
CREATE INDEX "stores_name_head_id_idx" ON "stores" USING btree (left(lower("name"), 3),"id","name");--> statement-breakpoint
CREATE INDEX "stores_name_head_name_idx" ON "stores" USING btree (left(lower("name"), 3),"name","id");--> statement-breakpoint
CREATE INDEX "stores_name_head_country_idx" ON "stores" USING btree (left(lower("name"), 3),"country","id","name");--> statement-breakpoint
CREATE INDEX "stores_name_head_tables_idx" ON "stores" USING btree (left(lower("name"), 3),"tables","id","name");--> statement-breakpoint
CREATE INDEX "stores_name_head_expiry_idx" ON "stores" USING btree (left(lower("name"), 3),coalesce("expire_at", '-infinity'::timestamptz),"id","name");--> statement-breakpoint
ANALYZE "stores";