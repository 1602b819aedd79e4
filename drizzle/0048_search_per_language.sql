-- The text search configuration of a language (ADR 054): its own stemming where PostgreSQL has one,
-- English for the default locale's posts (no locale), words as written for any other.
CREATE FUNCTION search_config(locale text) RETURNS regconfig LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE lower(split_part(coalesce(locale, 'en'), '-', 1))
    WHEN 'en' THEN 'english'::regconfig
    WHEN 'ar' THEN 'arabic'::regconfig
    WHEN 'da' THEN 'danish'::regconfig
    WHEN 'de' THEN 'german'::regconfig
    WHEN 'el' THEN 'greek'::regconfig
    WHEN 'es' THEN 'spanish'::regconfig
    WHEN 'fi' THEN 'finnish'::regconfig
    WHEN 'fr' THEN 'french'::regconfig
    WHEN 'hu' THEN 'hungarian'::regconfig
    WHEN 'id' THEN 'indonesian'::regconfig
    WHEN 'it' THEN 'italian'::regconfig
    WHEN 'nb' THEN 'norwegian'::regconfig
    WHEN 'nl' THEN 'dutch'::regconfig
    WHEN 'no' THEN 'norwegian'::regconfig
    WHEN 'pt' THEN 'portuguese'::regconfig
    WHEN 'ro' THEN 'romanian'::regconfig
    WHEN 'ru' THEN 'russian'::regconfig
    WHEN 'sv' THEN 'swedish'::regconfig
    WHEN 'tr' THEN 'turkish'::regconfig
    ELSE 'simple'::regconfig
  END
$$;--> statement-breakpoint
ALTER TABLE "post_passages" ADD COLUMN "locale" text;--> statement-breakpoint
UPDATE "post_passages" SET "locale" = "posts"."locale" FROM "posts" WHERE "posts"."id" = "post_passages"."post_id" AND "posts"."locale" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "post_passages" DROP COLUMN "text_search";--> statement-breakpoint
ALTER TABLE "post_passages" ADD COLUMN "text_search" "tsvector" GENERATED ALWAYS AS (to_tsvector(search_config(locale), text)) STORED;--> statement-breakpoint
ALTER TABLE "posts" DROP COLUMN "text_search";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "text_search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector(search_config(locale), title), 'A') || setweight(to_tsvector(search_config(locale), excerpt), 'B') || setweight(to_tsvector(search_config(locale), body), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "posts_text_search_idx" ON "posts" USING gin ("text_search");--> statement-breakpoint
-- A post's passages follow its text, in its language.
CREATE OR REPLACE FUNCTION post_passages_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.body IS NOT DISTINCT FROM OLD.body THEN
    RETURN NULL;
  END IF;
  DELETE FROM post_passages WHERE post_id = NEW.id;
  INSERT INTO post_passages (post_id, ord, text, locale) SELECT NEW.id, part.ord, part.passage, NEW.locale FROM post_passages_of(NEW.body) AS part;
  RETURN NULL;
END $$;
