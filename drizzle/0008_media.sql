CREATE TABLE "media" (
	"path" text PRIMARY KEY NOT NULL,
	"source_hash" text NOT NULL,
	"content_type" text NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
