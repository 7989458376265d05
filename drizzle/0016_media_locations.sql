CREATE TABLE "image_migrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scope" text NOT NULL,
	"target" text NOT NULL,
	"status" text NOT NULL,
	"phase" text DEFAULT 'external' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"succeeded" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"cursor" text,
	"pending_removal" jsonb,
	"failures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_by_id" text,
	"started_by_email" text,
	"runner" text,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "image_migrations_target_check" CHECK ("image_migrations"."target" in ('local', 's3')),
	CONSTRAINT "image_migrations_status_check" CHECK ("image_migrations"."status" in ('running', 'paused', 'complete', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "store" text;--> statement-breakpoint
CREATE INDEX "image_migrations_scope_idx" ON "image_migrations" USING btree ("scope","created_at");--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_store_check" CHECK ("media"."store" in ('local', 's3'));