CREATE TABLE "site_menus" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"menus" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
