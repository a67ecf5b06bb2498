CREATE TABLE "newsletter_deliveries" (
	"send_id" uuid NOT NULL,
	"subscription_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"locked_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "newsletter_deliveries_send_id_subscription_id_pk" PRIMARY KEY("send_id","subscription_id"),
	CONSTRAINT "newsletter_delivery_status_check" CHECK ("newsletter_deliveries"."status" in ('queued', 'sending', 'sent', 'failed', 'bounced', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid,
	"subject" text NOT NULL,
	"content" jsonb NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_send_kind_check" CHECK ("newsletter_sends"."kind" in ('post', 'case-study', 'digest', 'news')),
	CONSTRAINT "newsletter_send_status_check" CHECK ("newsletter_sends"."status" in ('sending', 'paused', 'done'))
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" DROP CONSTRAINT "newsletter_status_check";--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "email_subscribers" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "digest_through" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "email_subscribers" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_send_id_newsletter_sends_id_fk" FOREIGN KEY ("send_id") REFERENCES "public"."newsletter_sends"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_subscription_id_newsletter_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."newsletter_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_send_status_idx" ON "newsletter_deliveries" USING btree ("send_id","status");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_subscription_idx" ON "newsletter_deliveries" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_sends_item_idx" ON "newsletter_sends" USING btree ("kind","item_id") WHERE "newsletter_sends"."item_id" is not null;--> statement-breakpoint
CREATE INDEX "newsletter_sends_created_idx" ON "newsletter_sends" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_status_check" CHECK ("newsletter_subscriptions"."status" in ('pending', 'active', 'unsubscribed', 'bounced'));--> statement-breakpoint
-- Content published before newsletters were sent counts as announced: publishing it again sends nothing.
INSERT INTO "newsletter_sends" ("kind", "item_id", "subject", "content", "status") SELECT 'post', "id", "title", '{}'::jsonb, 'done' FROM "posts" WHERE "status" = 'published';--> statement-breakpoint
INSERT INTO "newsletter_sends" ("kind", "item_id", "subject", "content", "status") SELECT 'case-study', "id", "title", '{}'::jsonb, 'done' FROM "case_studies" WHERE "status" = 'published';--> statement-breakpoint
-- Subscribers of before get digests of what is published from now on.
UPDATE "newsletter_subscriptions" SET "digest_through" = now();
