ALTER TABLE "redirects" DROP CONSTRAINT "redirects_status_check";--> statement-breakpoint
ALTER TABLE "redirects" ALTER COLUMN "to_path" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "redirects" ADD COLUMN "match_type" text DEFAULT 'exact' NOT NULL;--> statement-breakpoint
ALTER TABLE "redirects" ADD COLUMN "keep_query" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "redirects" ADD COLUMN "hit_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "redirects" ADD COLUMN "last_hit_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "redirects" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "redirects_created_idx" ON "redirects" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_match_type_check" CHECK ("redirects"."match_type" in ('exact','prefix','regex'));--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_target_check" CHECK ("redirects"."status_code" in (410, 451) or coalesce("redirects"."to_path", '') <> '');--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_status_check" CHECK ("redirects"."status_code" in (301, 302, 307, 410, 451));--> statement-breakpoint
-- The server counts redirect hits in memory and writes them every few seconds
-- (hit_count, last_hit_at). Those writes change no rule: they must not send a
-- change notification, which would reload every rule and drop the whole page
-- cache each time. The trigger now fires on inserts, deletes, truncates and
-- updates that name a rule column, never on an update of the counters alone.
DROP TRIGGER IF EXISTS "redirects_notify_change" ON "redirects";--> statement-breakpoint
CREATE TRIGGER "redirects_notify_change" AFTER INSERT OR DELETE OR TRUNCATE ON "redirects" FOR EACH STATEMENT EXECUTE FUNCTION velvet_notify_change();--> statement-breakpoint
CREATE TRIGGER "redirects_notify_rule_change" AFTER UPDATE OF "from_path", "to_path", "status_code", "match_type", "keep_query", "is_active", "updated_at" ON "redirects" FOR EACH STATEMENT EXECUTE FUNCTION velvet_notify_change();
