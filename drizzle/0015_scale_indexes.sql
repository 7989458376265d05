-- Decision 040: the indexes the public pages need at a hundred times the demo's size
-- (2,400 models, 200,000 photos); measured with scripts/bench-public-queries.ts.
CREATE INDEX "model_gallery_model_visibility_url_idx" ON "model_gallery" USING btree ("model_id","visibility","image_url");--> statement-breakpoint
CREATE INDEX "model_gallery_listed_idx" ON "model_gallery" USING btree ("model_id") WHERE "model_gallery"."visibility" <> 'admin_only';