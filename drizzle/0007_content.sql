CREATE TABLE "authors" (
	"name" text PRIMARY KEY NOT NULL,
	"role" text,
	"bio" text,
	"photo" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"action" text NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"generation" bigint DEFAULT 0 NOT NULL,
	"seeded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body" text NOT NULL,
	"author" text NOT NULL,
	"category" text NOT NULL,
	"tags" jsonb NOT NULL,
	"cover" text,
	"cover_alt" text,
	"seo_title" text,
	"seo_description" text,
	"canonical_url" text,
	"noindex" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"from_path" text PRIMARY KEY NOT NULL,
	"to_path" text,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_jobs" ADD CONSTRAINT "content_jobs_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_authors_name_fk" FOREIGN KEY ("author") REFERENCES "public"."authors"("name") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "content_jobs_due_idx" ON "content_jobs" USING btree ("run_at") WHERE "content_jobs"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "content_jobs_pending_idx" ON "content_jobs" USING btree ("post_id","action") WHERE "content_jobs"."done_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "posts_slug_idx" ON "posts" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "posts_status_publish_at_idx" ON "posts" USING btree ("status","publish_at");