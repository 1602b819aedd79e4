-- Intake at campaign scale (issue 72): the triggers a batch of leads fires run once per statement,
-- and the rate limit's counts wait for no disk sync (server/sales/contact/store.ts).
-- A batch of leads is one INSERT of many rows (server/sales/contact/store.ts); the triggers below
-- did their work once per row: a second UPDATE of each new contact (its search document) and an
-- upsert of the week's report row per lead. Statement-level triggers read the statement's rows
-- (a transition table) and do each once per statement. Deletes and updates keep their row triggers.

-- A new message adds its words to its contact's (every message of the statement at once).
DROP TRIGGER IF EXISTS "contact_messages_search_added" ON "contact_messages";--> statement-breakpoint
CREATE OR REPLACE FUNCTION contact_search_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE contacts SET search = contacts.search || added.search
    FROM (SELECT contact_id, search_documents(search) AS search FROM added_messages GROUP BY contact_id) AS added
    WHERE contacts.id = added.contact_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER contact_messages_search_added AFTER INSERT ON contact_messages
  REFERENCING NEW TABLE AS added_messages FOR EACH STATEMENT EXECUTE FUNCTION contact_search_added();--> statement-breakpoint

-- A stored lead changes its week's report (ADR 031): once per week the statement's leads fall in.
DROP TRIGGER IF EXISTS "contact_messages_report" ON "contact_messages";--> statement-breakpoint
CREATE TRIGGER contact_messages_report AFTER DELETE OR UPDATE OF status, first_response_at, first_responder_id, first_response_kind, due_at, attribution, contact_id, created_at ON contact_messages
  FOR EACH ROW EXECUTE FUNCTION report_lead_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_leads_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_week_changed(min(created_at)) FROM added_messages GROUP BY date_trunc('week', created_at AT TIME ZONE 'UTC');
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "contact_messages_report_added" ON "contact_messages";--> statement-breakpoint
CREATE TRIGGER contact_messages_report_added AFTER INSERT ON contact_messages
  REFERENCING NEW TABLE AS added_messages FOR EACH STATEMENT EXECUTE FUNCTION report_leads_added();
--> statement-breakpoint

-- A new owner changes every week the contact wrote in (speed to lead is reported by owner): once per
-- week for the statement's contacts. A trigger with transition tables cannot name columns, so it
-- fires on every UPDATE of contacts and compares the owners itself.
DROP TRIGGER IF EXISTS "contacts_owner_report" ON "contacts";--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_owners_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_week_changed(min(m.created_at))
    FROM new_contacts n JOIN old_contacts o ON o.id = n.id JOIN contact_messages m ON m.contact_id = n.id
    WHERE o.owner_id IS DISTINCT FROM n.owner_id
    GROUP BY date_trunc('week', m.created_at AT TIME ZONE 'UTC');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER contacts_owner_report AFTER UPDATE ON contacts
  REFERENCING OLD TABLE AS old_contacts NEW TABLE AS new_contacts FOR EACH STATEMENT EXECUTE FUNCTION report_owners_changed();
--> statement-breakpoint

-- The rate limit's counts need no disk sync: a crash (or a failover to a standby) forgets the current
-- window's counts, which is what a window's end does anyway. Logged, each count waited for its own
-- WAL flush (synchronous_commit=on), on the disk the leads' commits wait for.
ALTER TABLE "rate_limits" SET UNLOGGED;
