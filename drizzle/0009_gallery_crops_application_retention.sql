ALTER TABLE "model_gallery" ADD COLUMN "square_crop" jsonb;--> statement-breakpoint
ALTER TABLE "model_gallery" ADD COLUMN "square_media_id" uuid;--> statement-breakpoint
ALTER TABLE "model_gallery" ADD COLUMN "portrait_crop" jsonb;--> statement-breakpoint
ALTER TABLE "model_gallery" ADD COLUMN "portrait_media_id" uuid;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "rejected_application_retention_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "model_gallery" ADD CONSTRAINT "model_gallery_square_media_id_media_id_fk" FOREIGN KEY ("square_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_gallery" ADD CONSTRAINT "model_gallery_portrait_media_id_media_id_fk" FOREIGN KEY ("portrait_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "model_gallery_square_media_idx" ON "model_gallery" USING btree ("square_media_id");--> statement-breakpoint
CREATE INDEX "model_gallery_portrait_media_idx" ON "model_gallery" USING btree ("portrait_media_id");--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_application_retention_check" CHECK ("site_settings"."rejected_application_retention_days" between 1 and 3650);