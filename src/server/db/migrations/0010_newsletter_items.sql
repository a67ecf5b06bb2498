CREATE TABLE "newsletter_items" (
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"path" text NOT NULL,
	"image" text,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "newsletter_items_kind_item_id_pk" PRIMARY KEY("kind","item_id")
);
--> statement-breakpoint
CREATE INDEX "newsletter_items_published_idx" ON "newsletter_items" USING btree ("published_at");