-- Custom SQL migration file, put your code below! --
-- The inbox's word search reads a built form's answers too (issue 72): a lead's search document
-- adds the string answers (text, email, phone, the chosen values; hidden fields' campaign tags
-- included), never the keys, numbers or ticked boxes. The document is generated from the row alone,
-- so intake pays nothing per lead; a generated column's expression is replaced by dropping and
-- adding it (SET EXPRESSION needs PostgreSQL 17), which computes it for every stored lead.
DROP INDEX IF EXISTS "contact_messages_search_idx";--> statement-breakpoint
ALTER TABLE "contact_messages" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "search" tsvector GENERATED ALWAYS AS (to_tsvector('simple', name || ' ' || email || ' ' || translate(email, '@.+_-', '     ') || ' ' || company || ' ' || message) || jsonb_to_tsvector('simple', coalesce(answers, '{}'::jsonb), '["string"]'::jsonb)) STORED;--> statement-breakpoint
CREATE INDEX "contact_messages_search_idx" ON "contact_messages" USING gin ("search");--> statement-breakpoint
-- The contacts' documents (the inbox list's, kept by the messages' triggers) again, for those with a form's lead.
UPDATE contacts SET search = documents.search
  FROM (SELECT contact_id, search_documents(search) AS search FROM contact_messages
        WHERE contact_id IN (SELECT contact_id FROM contact_messages WHERE answers IS NOT NULL) GROUP BY contact_id) AS documents
  WHERE documents.contact_id = contacts.id;
