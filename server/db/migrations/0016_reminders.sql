CREATE TABLE "reminder_digests" (
	"staff_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"lang" varchar(8) DEFAULT 'en-US' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_emails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reminder_emails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"staff_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"day" date NOT NULL,
	"status" varchar(16) DEFAULT 'sending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"next_attempt_at" timestamp with time zone,
	"last_error" varchar(500) DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_reads" (
	"staff_id" integer NOT NULL,
	"item_key" varchar(80) NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_reads_staff_id_item_key_pk" PRIMARY KEY("staff_id","item_key")
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"org_id" integer PRIMARY KEY NOT NULL,
	"quota_threshold" integer DEFAULT 0 NOT NULL,
	"sms_threshold" integer DEFAULT 0 NOT NULL,
	"digest_time" varchar(5) DEFAULT '08:00' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "reminder_thresholds_nonneg" CHECK ("reminder_settings"."quota_threshold" >= 0 and "reminder_settings"."sms_threshold" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reminder_digests" ADD CONSTRAINT "reminder_digests_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_emails" ADD CONSTRAINT "reminder_emails_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_reads" ADD CONSTRAINT "reminder_reads_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_org_id_orgs_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."orgs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_emails_uq" ON "reminder_emails" USING btree ("staff_id","kind","day");--> statement-breakpoint
CREATE INDEX "reminder_emails_retry_idx" ON "reminder_emails" USING btree ("next_attempt_at") WHERE "reminder_emails"."status" = 'sending';--> statement-breakpoint
CREATE INDEX "reminder_reads_read_idx" ON "reminder_reads" USING btree ("read_at");