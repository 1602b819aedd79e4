ALTER TABLE "authors" ADD COLUMN "account_email" text;--> statement-breakpoint
ALTER TABLE "authors" ADD CONSTRAINT "authors_account_email_idx" UNIQUE("account_email");