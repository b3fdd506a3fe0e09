CREATE TABLE "files" (
	"id" char(64) PRIMARY KEY NOT NULL,
	"mime" varchar(32) NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
