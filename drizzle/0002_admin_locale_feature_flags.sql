ALTER TABLE "users" ADD COLUMN "admin_locale" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "feature_flags" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_admin_locale_check" CHECK ("users"."admin_locale" is null or "users"."admin_locale" in ('en-GB','pt-BR'));