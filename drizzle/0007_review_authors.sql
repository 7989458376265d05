ALTER TABLE "model_reviews" ADD COLUMN "author_id" text;--> statement-breakpoint
ALTER TABLE "model_reviews" ADD CONSTRAINT "model_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "model_reviews_model_author_idx" ON "model_reviews" USING btree ("model_id","author_id");