ALTER TABLE "media" ADD COLUMN "check_status" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_check_status_check" CHECK ("media"."check_status" in ('ok', 'missing', 'variants-missing', 'unreadable'));