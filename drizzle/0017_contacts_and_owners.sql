CREATE TABLE "contacts" (
	"id" text PRIMARY KEY NOT NULL,
	"email_key" text NOT NULL,
	"owner_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"message_count" integer DEFAULT 0 NOT NULL,
	"latest_message_id" text
);
--> statement-breakpoint
CREATE TABLE "lead_routing" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"last_owner_id" text,
	"updated_at" timestamp with time zone,
	"updated_by" text
);
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN "away" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "contact_id" text;--> statement-breakpoint
-- Every stored lead joins the contact of its address (compared lower-cased, as erasure does).
INSERT INTO "contacts" ("id", "email_key", "created_at", "last_activity_at", "message_count", "latest_message_id")
SELECT gen_random_uuid()::text, grouped.email_key, grouped.first_at, grouped.last_at, grouped.sent, grouped.latest_id
FROM (
  SELECT lower("email") AS email_key, min("created_at") AS first_at, max("created_at") AS last_at, count(*)::integer AS sent,
    (array_agg("id" ORDER BY "created_at" DESC, "id" DESC))[1] AS latest_id
  FROM "contact_messages" GROUP BY lower("email")
) AS grouped;--> statement-breakpoint
UPDATE "contact_messages" SET "contact_id" = "contacts"."id" FROM "contacts" WHERE "contacts"."email_key" = lower("contact_messages"."email");--> statement-breakpoint
UPDATE "contacts" SET "last_activity_at" = greatest("contacts"."last_activity_at", worked.at)
FROM (
  SELECT m."contact_id", max(e."at") AS at FROM "lead_events" e JOIN "contact_messages" m ON m."id" = e."message_id" GROUP BY m."contact_id"
) AS worked
WHERE "contacts"."id" = worked."contact_id";--> statement-breakpoint
ALTER TABLE "contact_messages" ALTER COLUMN "contact_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_owner_id_admin_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_email_key_idx" ON "contacts" USING btree ("email_key");--> statement-breakpoint
CREATE INDEX "contacts_last_activity_idx" ON "contacts" USING btree ("last_activity_at");--> statement-breakpoint
CREATE INDEX "contacts_owner_idx" ON "contacts" USING btree ("owner_id","last_activity_at");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_contact_idx" ON "contact_messages" USING btree ("contact_id","created_at");