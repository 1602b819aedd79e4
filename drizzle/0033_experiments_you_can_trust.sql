CREATE TABLE "page_views" (
	"path" text NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "page_views_path_day_pk" PRIMARY KEY("path","day")
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "visitor_id" text;--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "visitor_id" text;--> statement-breakpoint
ALTER TABLE "experiments" ADD COLUMN "minimum_lift" real DEFAULT 0.2 NOT NULL;--> statement-breakpoint
ALTER TABLE "experiments" ADD COLUMN "traffic_estimate" jsonb;--> statement-breakpoint
ALTER TABLE "experiments" ADD COLUMN "plan" jsonb;--> statement-breakpoint
ALTER TABLE "experiments" ADD COLUMN "pauses" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "experiments" ADD COLUMN "page_id" integer;--> statement-breakpoint
ALTER TABLE "experiments" ADD COLUMN "page_revision" integer;--> statement-breakpoint
ALTER TABLE "experiments" ADD COLUMN "stop_reason" text;--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "experiments" SET "page_id" = "pages"."id", "page_revision" = CASE WHEN "experiments"."status" IN ('running', 'paused') THEN "pages"."revision" END FROM "pages" WHERE "pages"."path" = "experiments"."page_path";
