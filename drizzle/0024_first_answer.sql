ALTER TABLE "contact_messages" ADD COLUMN "first_responder_id" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "first_response_kind" text;--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_first_responder_id_admin_users_id_fk" FOREIGN KEY ("first_responder_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Answers recorded before this migration were the team's first status change or note (ADR 029's
-- former rule): kept on the lead, credited to whoever made it, and left out of speed to lead (ADR 033).
UPDATE "contact_messages" AS m SET "first_response_kind" = 'status-or-note', "first_responder_id" = (
  SELECT u."id" FROM "lead_events" e
  JOIN "contact_messages" sibling ON sibling."id" = e."message_id"
  JOIN "admin_users" u ON u."email" = e."actor"
  WHERE sibling."contact_id" = m."contact_id" AND e."kind" IN ('status', 'note') AND e."at" = m."first_response_at"
  ORDER BY e."id" LIMIT 1)
WHERE m."first_response_at" IS NOT NULL;
--> statement-breakpoint
-- Speed to lead reads who answered and how: a change to either changes the lead's week (ADR 031).
DROP TRIGGER "contact_messages_report" ON "contact_messages";
--> statement-breakpoint
CREATE TRIGGER contact_messages_report AFTER INSERT OR DELETE OR UPDATE OF status, first_response_at, first_responder_id, first_response_kind, due_at, attribution, contact_id, created_at ON contact_messages
  FOR EACH ROW EXECUTE FUNCTION report_lead_changed();
--> statement-breakpoint
-- Every week's kept figures were computed by the former rule: each is computed again on its next read.
UPDATE "report_weeks" SET "figures" = NULL, "figures_version" = NULL;
