ALTER TABLE "contacts" ADD COLUMN "search" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
-- Messages' search documents joined into one (tsvector's || as an aggregate).
CREATE AGGREGATE search_documents(tsvector) (SFUNC = tsvector_concat, STYPE = tsvector, INITCOND = '');--> statement-breakpoint
UPDATE contacts SET search = documents.search
  FROM (SELECT contact_id, search_documents(search) AS search FROM contact_messages GROUP BY contact_id) AS documents
  WHERE documents.contact_id = contacts.id;--> statement-breakpoint
CREATE INDEX "contacts_search_idx" ON "contacts" USING gin ("search");--> statement-breakpoint
-- A new message adds its words to its contact's; a removed one (retention, erasure) leaves only the others'.
CREATE FUNCTION contact_search_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE contacts SET search = search || NEW.search WHERE id = NEW.contact_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER contact_messages_search_added AFTER INSERT ON contact_messages FOR EACH ROW EXECUTE FUNCTION contact_search_added();--> statement-breakpoint
CREATE FUNCTION contact_search_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE contacts SET search = (SELECT search_documents(search) FROM contact_messages WHERE contact_id = OLD.contact_id) WHERE id = OLD.contact_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER contact_messages_search_removed AFTER DELETE ON contact_messages FOR EACH ROW EXECUTE FUNCTION contact_search_removed();
