-- Issue 72. The lead store writes a new contact whole, with its messages' words, in the statement
-- that stores them (server/sales/leads/contacts.ts), and says so for its transaction; the messages'
-- trigger then leaves those contacts alone. Every other insert of messages still has it keep them.
CREATE OR REPLACE FUNCTION contact_search_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('leads.search_kept', true) = 'on' THEN
    RETURN NULL;
  END IF;
  UPDATE contacts SET search = contacts.search || added.search
    FROM (SELECT contact_id, search_documents(search) AS search FROM added_messages GROUP BY contact_id) AS added
    WHERE contacts.id = added.contact_id;
  RETURN NULL;
END $$;
