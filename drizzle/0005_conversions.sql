CREATE TABLE "conversions" (
	"id" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"attribution" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "conversions_at_idx" ON "conversions" USING btree ("at");