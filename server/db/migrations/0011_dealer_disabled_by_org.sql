ALTER TABLE "orgs" ADD COLUMN "disabled_by_org_id" integer;--> statement-breakpoint
ALTER TABLE "orgs" ADD CONSTRAINT "orgs_disabled_by_org_id_orgs_id_fk" FOREIGN KEY ("disabled_by_org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
UPDATE "orgs" o SET "disabled_by_org_id" = CASE WHEN o."disabled_by_level" = 0 THEN (SELECT "id" FROM "orgs" WHERE "type" = 'op' ORDER BY "id" LIMIT 1) ELSE o."parent_id" END WHERE o."disabled_by_level" IS NOT NULL;
