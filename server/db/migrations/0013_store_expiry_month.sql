CREATE INDEX "stores_expiry_month_created_idx" ON "stores" USING btree (date_trunc('month', "expire_at" at time zone 'UTC'),"created_at","id","expire_at");--> statement-breakpoint
CREATE INDEX "stores_expiry_month_id_idx" ON "stores" USING btree (date_trunc('month', "expire_at" at time zone 'UTC'),"id","expire_at");--> statement-breakpoint
ANALYZE "stores";