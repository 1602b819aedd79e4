CREATE TABLE "post_passages" (
	"post_id" integer NOT NULL,
	"ord" integer NOT NULL,
	"text" text NOT NULL,
	"text_search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', text)) STORED,
	CONSTRAINT "post_passages_post_id_ord_pk" PRIMARY KEY("post_id","ord")
);
--> statement-breakpoint
ALTER TABLE "post_passages" ADD CONSTRAINT "post_passages_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A post's text in passages: split at blank lines, numbered from 1, blank ones left out.
CREATE FUNCTION post_passages_of(body text) RETURNS TABLE (ord integer, passage text) LANGUAGE sql IMMUTABLE AS $$
  SELECT (row_number() OVER (ORDER BY part.at))::integer, part.text
  FROM regexp_split_to_table(body, '\n\s*\n') WITH ORDINALITY AS part(text, at)
  WHERE part.text ~ '\S'
$$;--> statement-breakpoint
-- A post's passages follow its text.
CREATE FUNCTION post_passages_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.body IS NOT DISTINCT FROM OLD.body THEN
    RETURN NULL;
  END IF;
  DELETE FROM post_passages WHERE post_id = NEW.id;
  INSERT INTO post_passages (post_id, ord, text) SELECT NEW.id, part.ord, part.passage FROM post_passages_of(NEW.body) AS part;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER posts_passages_kept AFTER INSERT OR UPDATE OF body ON posts FOR EACH ROW EXECUTE FUNCTION post_passages_kept();--> statement-breakpoint
INSERT INTO post_passages (post_id, ord, text) SELECT posts.id, part.ord, part.passage FROM posts, post_passages_of(posts.body) AS part;
