ALTER TABLE "admin_sign_in_failures" ADD COLUMN "refused" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_webauthn_challenges" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_webauthn_challenges" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "admin_webauthn_challenges_address_idx" ON "admin_webauthn_challenges" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "admin_webauthn_challenges_created_at_idx" ON "admin_webauthn_challenges" USING btree ("created_at");