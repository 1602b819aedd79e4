CREATE TABLE "article_renders" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"html" text NOT NULL,
	"toc" jsonb NOT NULL,
	"word_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_renders" ADD CONSTRAINT "article_renders_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;