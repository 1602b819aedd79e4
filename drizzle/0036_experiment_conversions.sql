CREATE TABLE "experiment_conversions" (
	"experiment_id" integer NOT NULL,
	"variant" text NOT NULL,
	"unit" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"contact_message_id" text,
	"conversion_id" text,
	CONSTRAINT "experiment_conversions_one_source" CHECK (num_nonnulls("experiment_conversions"."contact_message_id", "experiment_conversions"."conversion_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "experiment_conversions" ADD CONSTRAINT "experiment_conversions_experiment_id_experiments_id_fk" FOREIGN KEY ("experiment_id") REFERENCES "public"."experiments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_conversions" ADD CONSTRAINT "experiment_conversions_contact_message_id_contact_messages_id_fk" FOREIGN KEY ("contact_message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experiment_conversions" ADD CONSTRAINT "experiment_conversions_conversion_id_conversions_id_fk" FOREIGN KEY ("conversion_id") REFERENCES "public"."conversions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "experiment_conversions_message_idx" ON "experiment_conversions" USING btree ("contact_message_id","experiment_id","variant");--> statement-breakpoint
CREATE UNIQUE INDEX "experiment_conversions_conversion_idx" ON "experiment_conversions" USING btree ("conversion_id","experiment_id","variant");--> statement-breakpoint
CREATE INDEX "experiment_conversions_variant_idx" ON "experiment_conversions" USING btree ("experiment_id","variant","at");--> statement-breakpoint
-- Leads and bookings stored before: each credits the variants its attribution names, counted as the report counted them.
INSERT INTO "experiment_conversions" ("experiment_id", "variant", "unit", "at", "contact_message_id")
SELECT e.id, seen->>'variant', coalesce(m.visitor_id, m.contact_id), m.created_at, m.id
FROM "contact_messages" m
CROSS JOIN jsonb_array_elements(CASE WHEN jsonb_typeof(m.attribution->'experiments') = 'array' THEN m.attribution->'experiments' ELSE '[]'::jsonb END) AS seen
JOIN "experiments" e ON e.id::text = seen->>'experiment'
WHERE seen->>'variant' IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "experiment_conversions" ("experiment_id", "variant", "unit", "at", "conversion_id")
SELECT e.id, seen->>'variant', coalesce(c.visitor_id, c.meeting_id, c.id), c.at, c.id
FROM "conversions" c
CROSS JOIN jsonb_array_elements(CASE WHEN jsonb_typeof(c.attribution->'experiments') = 'array' THEN c.attribution->'experiments' ELSE '[]'::jsonb END) AS seen
JOIN "experiments" e ON e.id::text = seen->>'experiment'
WHERE seen->>'variant' IS NOT NULL
ON CONFLICT DO NOTHING;
