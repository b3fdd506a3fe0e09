CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_id" integer,
	"org_id" integer,
	"action" varchar(40) NOT NULL,
	"resource" varchar(32) NOT NULL,
	"record_id" integer,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"country" varchar(3) NOT NULL,
	"logo_url" varchar(500) DEFAULT '' NOT NULL,
	"contact_name" varchar(50) DEFAULT '' NOT NULL,
	"contact_phone" varchar(30) DEFAULT '' NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"admin_account" varchar(50) NOT NULL,
	"admin_password_hash" text NOT NULL,
	"sms_balance" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'valid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"owner_staff_id" integer,
	CONSTRAINT "companies_sms_balance_nonneg" CHECK ("companies"."sms_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "dealer_settings" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"allowed_version_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"can_create_sub_dealer" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "emenu_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"qr_domain" varchar(253) DEFAULT '' NOT NULL,
	"order_pin_required" boolean DEFAULT false NOT NULL,
	"welcome_text" varchar(149) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"bill_no" varchar(12) NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orgs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orgs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"type" varchar(8) NOT NULL,
	"level" smallint NOT NULL,
	"parent_id" integer,
	"path" text DEFAULT '' NOT NULL,
	"country" varchar(3) NOT NULL,
	"contact_name" varchar(50) DEFAULT '' NOT NULL,
	"contact_phone" varchar(30) DEFAULT '' NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"quota" integer DEFAULT 0 NOT NULL,
	"remaining_quota" integer DEFAULT 0 NOT NULL,
	"sms_balance" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) DEFAULT 'valid' NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"owner_staff_id" integer,
	CONSTRAINT "orgs_remaining_quota_nonneg" CHECK ("orgs"."remaining_quota" >= 0),
	CONSTRAINT "orgs_sms_balance_nonneg" CHECK ("orgs"."sms_balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_configs" (
	"store_id" integer NOT NULL,
	"provider" varchar(32) NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secrets" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "payment_configs_store_id_provider_pk" PRIMARY KEY("store_id","provider")
);
--> statement-breakpoint
CREATE TABLE "quota_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "quota_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(16) NOT NULL,
	"from_org_id" integer,
	"to_org_id" integer,
	"store_id" integer,
	"change" integer NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"count" integer NOT NULL,
	"org_balance_after" integer NOT NULL,
	"company_balance_after" integer NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"account" varchar(50) NOT NULL,
	"password_hash" text NOT NULL,
	"name" varchar(50) NOT NULL,
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"role" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'valid' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "store_renewals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_renewals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"years" smallint NOT NULL,
	"status" varchar(16) DEFAULT 'renewal' NOT NULL,
	"from_expire_at" timestamp with time zone,
	"to_expire_at" timestamp with time zone,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"country" varchar(3) NOT NULL,
	"tables" smallint DEFAULT 0 NOT NULL,
	"business_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address" varchar(300) DEFAULT '' NOT NULL,
	"lat" text DEFAULT '0' NOT NULL,
	"lng" text DEFAULT '0' NOT NULL,
	"contact_name" varchar(50) DEFAULT '' NOT NULL,
	"contact_phone" varchar(30) DEFAULT '' NOT NULL,
	"email" varchar(100) DEFAULT '' NOT NULL,
	"version_id" integer,
	"status" varchar(16) DEFAULT 'wait_activate' NOT NULL,
	"activated_at" timestamp with time zone,
	"expire_at" timestamp with time zone,
	"bill_enabled" boolean DEFAULT false NOT NULL,
	"bill_format" varchar(16) DEFAULT 'sequential' NOT NULL,
	"bill_format_changed" boolean DEFAULT false NOT NULL,
	"bill_seq" bigint DEFAULT 0 NOT NULL,
	"bill_seq_date" varchar(6) DEFAULT '' NOT NULL,
	"template_store_id" integer,
	"data_cleared_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"owner_staff_id" integer
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" char(64) NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"version_no" varchar(30) NOT NULL,
	"platform" varchar(16) NOT NULL,
	"download_url" varchar(500) DEFAULT '' NOT NULL,
	"release_notes" text DEFAULT '' NOT NULL,
	"force_update" boolean DEFAULT false NOT NULL,
	"status" varchar(16) DEFAULT 'valid' NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_settings" ADD CONSTRAINT "dealer_settings_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emenu_settings" ADD CONSTRAINT "emenu_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orgs" ADD CONSTRAINT "orgs_parent_id_orgs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_configs" ADD CONSTRAINT "payment_configs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_renewals" ADD CONSTRAINT "store_renewals_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_version_id_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_created_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_record_idx" ON "audit_log" USING btree ("resource","record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_org_name_uq" ON "companies" USING btree ("org_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "companies_admin_uq" ON "companies" USING btree (lower("admin_account"));--> statement-breakpoint
CREATE INDEX "companies_org_idx" ON "companies" USING btree ("org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_store_idx" ON "orders" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "orgs_parent_idx" ON "orgs" USING btree ("parent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orgs_path_idx" ON "orgs" USING btree ("path" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orgs_name_lower_idx" ON "orgs" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "orgs_created_idx" ON "orgs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "quota_log_from_idx" ON "quota_log" USING btree ("from_org_id","created_at");--> statement-breakpoint
CREATE INDEX "quota_log_to_idx" ON "quota_log" USING btree ("to_org_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_records_company_idx" ON "sms_records" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_account_uq" ON "staff" USING btree (lower("account"));--> statement-breakpoint
CREATE INDEX "staff_org_idx" ON "staff" USING btree ("org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "store_renewals_store_idx" ON "store_renewals" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_company_name_uq" ON "stores" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "stores_org_idx" ON "stores" USING btree ("org_id","created_at","id");--> statement-breakpoint
CREATE INDEX "stores_company_idx" ON "stores" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "stores_status_idx" ON "stores" USING btree ("status","expire_at");--> statement-breakpoint
CREATE INDEX "stores_created_idx" ON "stores" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tokens_hash_uq" ON "tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "tokens_staff_idx" ON "tokens" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "versions_no_uq" ON "versions" USING btree ("platform","version_no");