ALTER TABLE "images" ADD COLUMN "alt" text;--> statement-breakpoint
ALTER TABLE "images" ADD COLUMN "uploaded_by" text;