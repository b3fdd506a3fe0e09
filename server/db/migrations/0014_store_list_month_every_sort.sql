CREATE INDEX "stores_expiry_month_name_idx" ON "stores" USING btree (date_trunc('month', "expire_at" at time zone 'UTC'),"name","id","expire_at");--> statement-breakpoint
CREATE INDEX "stores_expiry_month_country_idx" ON "stores" USING btree (date_trunc('month', "expire_at" at time zone 'UTC'),"country","id","expire_at");--> statement-breakpoint
CREATE INDEX "stores_expiry_month_tables_idx" ON "stores" USING btree (date_trunc('month', "expire_at" at time zone 'UTC'),"tables","id","expire_at");--> statement-breakpoint
ANALYZE "stores";