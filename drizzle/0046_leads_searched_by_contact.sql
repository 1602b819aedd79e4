-- Issue 72. A lead's words are found through its contact's indexed document, which holds every word
-- of every one of its messages (migrations 0023, 0044); the lead's own document is read only to keep
-- the matching ones of a found contact. Its index cost every lead a GIN insert per word at intake.
DROP INDEX IF EXISTS "contact_messages_search_idx";
