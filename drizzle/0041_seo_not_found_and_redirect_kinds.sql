CREATE TABLE "not_found_paths" (
	"path" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "redirects" ADD COLUMN "status" integer DEFAULT 301 NOT NULL;--> statement-breakpoint
ALTER TABLE "redirects" ADD COLUMN "hits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "redirects" ADD COLUMN "last_hit_at" timestamp with time zone;