ALTER TABLE "contact_messages" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "contact_messages_awaiting_idx" ON "contact_messages" USING btree ("due_at") WHERE "contact_messages"."first_response_at" is null;--> statement-breakpoint
-- A lead worked before this migration was first answered at its first status change or note.
UPDATE "contact_messages" SET "first_response_at" = worked.at
FROM (SELECT "message_id", min("at") AS at FROM "lead_events" WHERE "kind" IN ('status', 'note') GROUP BY "message_id") AS worked
WHERE "contact_messages"."id" = worked."message_id";
