-- Issue 75: a lead records the language of the page it was sent from (ADR 054).
ALTER TABLE "contact_messages" ADD COLUMN "locale" text;