CREATE TABLE "site_menu_translations" (
	"locale" text PRIMARY KEY NOT NULL,
	"menus" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"translated_from" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" text NOT NULL
);
