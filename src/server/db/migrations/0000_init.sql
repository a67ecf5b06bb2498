CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"source" text DEFAULT 'blog' NOT NULL,
	"blog_updates" boolean DEFAULT true NOT NULL,
	"case_studies" boolean DEFAULT true NOT NULL,
	"industry_news" boolean DEFAULT true NOT NULL,
	"weekly_digest" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"subscribed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email"),
	CONSTRAINT "newsletter_status_check" CHECK ("newsletter_subscriptions"."status" in ('pending', 'active', 'unsubscribed'))
);
--> statement-breakpoint
CREATE INDEX "newsletter_status_idx" ON "newsletter_subscriptions" USING btree ("status");