DROP INDEX "stores_status_idx";--> statement-breakpoint
DROP INDEX "stores_company_idx";--> statement-breakpoint
ALTER TABLE "stores" ALTER COLUMN "lat" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "stores" ALTER COLUMN "lat" SET DATA TYPE double precision USING "lat"::double precision;--> statement-breakpoint
ALTER TABLE "stores" ALTER COLUMN "lat" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "stores" ALTER COLUMN "lng" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "stores" ALTER COLUMN "lng" SET DATA TYPE double precision USING "lng"::double precision;--> statement-breakpoint
ALTER TABLE "stores" ALTER COLUMN "lng" SET DEFAULT 0;--> statement-breakpoint
CREATE INDEX "companies_name_lower_idx" ON "companies" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "companies_created_idx" ON "companies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "stores_version_idx" ON "stores" USING btree ("version_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stores_expiry_idx" ON "stores" USING btree (coalesce("expire_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "stores_org_expiry_idx" ON "stores" USING btree ("org_id",coalesce("expire_at", '-infinity'::timestamptz),"id");--> statement-breakpoint
CREATE INDEX "stores_name_lower_idx" ON "stores" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "stores_org_name_idx" ON "stores" USING btree ("org_id",lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "stores_name_idx" ON "stores" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "stores_creator_idx" ON "stores" USING btree ("created_by") WHERE "stores"."created_by" is not null;--> statement-breakpoint
CREATE INDEX "stores_owner_idx" ON "stores" USING btree ("owner_staff_id") WHERE "stores"."owner_staff_id" is not null;--> statement-breakpoint
CREATE INDEX "stores_company_idx" ON "stores" USING btree ("company_id","created_at","id");