CREATE TABLE "report_weeks" (
	"week" date PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"figures" jsonb,
	"figures_version" integer
);
--> statement-breakpoint
-- A change to what a week's report shows bumps the week's version (ADR 031); the row is created by the first change.
CREATE FUNCTION report_week_changed(at timestamptz) RETURNS void LANGUAGE sql AS $$
  INSERT INTO report_weeks (week) VALUES (date_trunc('week', at AT TIME ZONE 'UTC')::date)
  ON CONFLICT (week) DO UPDATE SET version = report_weeks.version + 1;
$$;
--> statement-breakpoint
CREATE FUNCTION report_lead_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM report_week_changed(OLD.created_at); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND date_trunc('week', NEW.created_at AT TIME ZONE 'UTC') <> date_trunc('week', OLD.created_at AT TIME ZONE 'UTC')) THEN
    PERFORM report_week_changed(NEW.created_at);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contact_messages_report AFTER INSERT OR DELETE OR UPDATE OF status, first_response_at, due_at, attribution, contact_id, created_at ON contact_messages
  FOR EACH ROW EXECUTE FUNCTION report_lead_changed();
--> statement-breakpoint
-- Speed to lead is reported by the contact's owner: a new owner changes every week the contact wrote in.
CREATE FUNCTION report_owner_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM report_week_changed(week) FROM (SELECT DISTINCT date_trunc('week', created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS week FROM contact_messages WHERE contact_id = NEW.id) AS weeks;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contacts_owner_report AFTER UPDATE OF owner_id ON contacts
  FOR EACH ROW WHEN (OLD.owner_id IS DISTINCT FROM NEW.owner_id) EXECUTE FUNCTION report_owner_changed();
--> statement-breakpoint
CREATE FUNCTION report_conversion_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM report_week_changed(OLD.at); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM report_week_changed(NEW.at); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER conversions_report AFTER INSERT OR DELETE OR UPDATE ON conversions
  FOR EACH ROW EXECUTE FUNCTION report_conversion_changed();
--> statement-breakpoint
-- Weeks with leads or conversions from before the triggers: computed on the first read.
INSERT INTO report_weeks (week)
  SELECT date_trunc('week', created_at AT TIME ZONE 'UTC')::date FROM contact_messages
  UNION SELECT date_trunc('week', at AT TIME ZONE 'UTC')::date FROM conversions
ON CONFLICT (week) DO NOTHING;
