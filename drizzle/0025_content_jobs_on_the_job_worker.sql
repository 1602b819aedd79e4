ALTER TABLE "content_jobs" RENAME COLUMN "run_at" TO "next_attempt_at";--> statement-breakpoint
DROP INDEX "content_jobs_due_idx";--> statement-breakpoint
DROP INDEX "content_jobs_pending_idx";--> statement-breakpoint
ALTER TABLE "content_jobs" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_jobs" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_jobs" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "content_jobs" ADD COLUMN "claim_token" text;--> statement-breakpoint
ALTER TABLE "content_jobs" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "content_jobs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "content_jobs" ALTER COLUMN "next_attempt_at" SET DEFAULT now();--> statement-breakpoint
UPDATE "content_jobs" SET "status" = 'done' WHERE "done_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "content_jobs_due_idx" ON "content_jobs" USING btree ("next_attempt_at") WHERE "content_jobs"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "content_jobs_pending_idx" ON "content_jobs" USING btree ("post_id","action") WHERE "content_jobs"."status" = 'pending';