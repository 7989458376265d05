CREATE TABLE "cache_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"heard_at" timestamp with time zone NOT NULL,
	"stats" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cache_operation_reports" (
	"operation_id" integer NOT NULL,
	"instance_id" text NOT NULL,
	"cleared" jsonb,
	"error" text,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cache_operation_reports_operation_id_instance_id_pk" PRIMARY KEY("operation_id","instance_id")
);
--> statement-breakpoint
CREATE TABLE "cache_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"content_type" text,
	"requested_by_id" text,
	"requested_by_email" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cache_operations_kind_check" CHECK ("cache_operations"."kind" in ('fresh_blog', 'clear_content', 'clear_all', 'sync_all', 'emergency'))
);
--> statement-breakpoint
ALTER TABLE "cache_operation_reports" ADD CONSTRAINT "cache_operation_reports_operation_id_cache_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."cache_operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cache_operations_requested_at_idx" ON "cache_operations" USING btree ("requested_at");