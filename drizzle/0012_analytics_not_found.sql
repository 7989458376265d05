CREATE TABLE "not_found_paths" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"path" text NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"referrer_host" text DEFAULT '' NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "not_found_paths_path_key" UNIQUE("path")
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "page_view_retention_days" integer DEFAULT 395 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "not_found_retention_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
CREATE INDEX "not_found_paths_last_seen_idx" ON "not_found_paths" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "not_found_paths_hits_idx" ON "not_found_paths" USING btree ("hits");--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_page_view_retention_check" CHECK ("site_settings"."page_view_retention_days" between 1 and 3650);--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_not_found_retention_check" CHECK ("site_settings"."not_found_retention_days" between 1 and 3650);