-- Issue 72. The lead store's commits, steady at campaign rates:
-- GIN's pending list off for the leads' search indexes (the commit that flushed it took 60+ ms); set in
-- place, and what the list held merged now, rather than rebuilding the indexes.
ALTER INDEX "contact_messages_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "contacts_search_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('contact_messages_search_idx'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('contacts_search_idx'::regclass);--> statement-breakpoint
-- The routing turn's one row exists from the start, so a commit locks it in the same wait that reads
-- its contacts instead of creating it first.
INSERT INTO "lead_routing" ("id") VALUES (1) ON CONFLICT DO NOTHING;
