ALTER TABLE "contacts" ADD COLUMN "latest_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "latest_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "contacts_status_activity_idx" ON "contacts" USING btree ("latest_status","last_activity_at");--> statement-breakpoint
UPDATE "contacts" SET "latest_status" = "contact_messages"."status", "latest_at" = "contact_messages"."created_at"
FROM "contact_messages" WHERE "contact_messages"."id" = "contacts"."latest_message_id";
