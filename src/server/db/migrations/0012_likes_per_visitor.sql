ALTER TABLE "comment_likes" ADD COLUMN "client_hash" text;--> statement-breakpoint
ALTER TABLE "post_likes" ADD COLUMN "client_hash" text;--> statement-breakpoint
CREATE INDEX "comment_likes_client_idx" ON "comment_likes" USING btree ("comment_id","client_hash");--> statement-breakpoint
CREATE INDEX "post_likes_client_idx" ON "post_likes" USING btree ("post_id","client_hash");--> statement-breakpoint
-- Until now a like was keyed on the browser's id alone: that hash becomes the
-- row's client hash, so the browser that made it can still take it back.
UPDATE "comment_likes" SET "client_hash" = "visitor_hash";--> statement-breakpoint
UPDATE "post_likes" SET "client_hash" = "visitor_hash";
