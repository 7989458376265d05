CREATE TABLE "backup_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"set_name" text NOT NULL,
	"location" text NOT NULL,
	"database_kind" text NOT NULL,
	"encrypted" boolean DEFAULT false NOT NULL,
	"bytes" bigint,
	"file_count" integer,
	"media_count" integer,
	"error" text,
	"requested_by_id" text,
	"requested_by_email" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heard_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "backup_runs_trigger_check" CHECK ("backup_runs"."trigger" in ('schedule', 'manual', 'command')),
	CONSTRAINT "backup_runs_status_check" CHECK ("backup_runs"."status" in ('running', 'succeeded', 'failed', 'incomplete'))
);
--> statement-breakpoint
CREATE TABLE "media_deferred_deletes" (
	"key" text PRIMARY KEY NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "min_booking_minutes" integer;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "travel_supplement" integer;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "sign_in_record_retention_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "backup_retention_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
CREATE INDEX "backup_runs_started_idx" ON "backup_runs" USING btree ("started_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_min_booking_check" CHECK ("models"."min_booking_minutes" is null or "models"."min_booking_minutes" between 15 and 1440);--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_travel_supplement_check" CHECK ("models"."travel_supplement" is null or "models"."travel_supplement" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_sign_in_record_retention_check" CHECK ("site_settings"."sign_in_record_retention_days" between 1 and 365);--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_backup_retention_check" CHECK ("site_settings"."backup_retention_days" between 1 and 3650);--> statement-breakpoint
CREATE TRIGGER "backup_runs_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "backup_runs" FOR EACH STATEMENT EXECUTE FUNCTION velvet_notify_change();
