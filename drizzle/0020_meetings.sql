CREATE TABLE "meetings" (
	"id" text PRIMARY KEY NOT NULL,
	"contact_id" text NOT NULL,
	"title" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversions" ADD COLUMN "meeting_id" text;--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "meeting_id" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "meetings_contact_idx" ON "meetings" USING btree ("contact_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "conversions_meeting_idx" ON "conversions" USING btree ("meeting_id");