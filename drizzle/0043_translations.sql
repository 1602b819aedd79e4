DROP INDEX "posts_slug_idx";--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "translation_of" integer;--> statement-breakpoint
ALTER TABLE "forms" ADD COLUMN "translated_from" integer;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "translation_of" integer;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "translated_from" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "translation_of" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "translated_from" integer;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_translation_of_forms_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_translated_from_form_revisions_id_fk" FOREIGN KEY ("translated_from") REFERENCES "public"."form_revisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_translation_of_pages_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_translated_from_page_revisions_id_fk" FOREIGN KEY ("translated_from") REFERENCES "public"."page_revisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_translation_of_posts_id_fk" FOREIGN KEY ("translation_of") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_translated_from_post_revisions_id_fk" FOREIGN KEY ("translated_from") REFERENCES "public"."post_revisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "forms_translation_idx" ON "forms" USING btree ("translation_of","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_translation_idx" ON "pages" USING btree ("translation_of","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_translation_idx" ON "posts" USING btree ("translation_of","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_slug_idx" ON "posts" USING btree ("slug",coalesce("locale", ''));--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_translation_pair" CHECK (("forms"."locale" is null) = ("forms"."translation_of" is null));--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_translation_pair" CHECK (("pages"."locale" is null) = ("pages"."translation_of" is null));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_translation_pair" CHECK (("posts"."locale" is null) = ("posts"."translation_of" is null));