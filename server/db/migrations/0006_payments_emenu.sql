CREATE TABLE "oauth_states" (
	"state_hash" char(64) PRIMARY KEY NOT NULL,
	"provider" varchar(32) NOT NULL,
	"store_id" integer NOT NULL,
	"token_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emenu_settings" ADD COLUMN "option_texts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "emenu_settings" ADD COLUMN "items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "emenu_settings" ADD COLUMN "order_pin" char(6) DEFAULT lpad(floor(random() * 1000000)::int::text, 6, '0') NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_configs" ADD COLUMN "connected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_token_id_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oauth_states_expires_idx" ON "oauth_states" USING btree ("expires_at");