ALTER TABLE "sms_records" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_records" ALTER COLUMN "org_balance_after" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_records" ADD COLUMN "kind" varchar(16) DEFAULT 'recharge' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_records" ADD COLUMN "to_org_id" integer;--> statement-breakpoint
ALTER TABLE "sms_records" RENAME COLUMN "company_balance_after" TO "target_balance_after";--> statement-breakpoint
CREATE INDEX "sms_records_to_org_idx" ON "sms_records" USING btree ("to_org_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_records_org_idx" ON "sms_records" USING btree ("org_id","created_at");--> statement-breakpoint
ALTER TABLE "sms_records" ADD CONSTRAINT "sms_records_one_target" CHECK (("sms_records"."company_id" is null) <> ("sms_records"."to_org_id" is null));