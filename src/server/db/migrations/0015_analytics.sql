CREATE TABLE "analytics_daily_pages" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"content_kind" text,
	"content_id" text,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "analytics_daily_pages_day_path_pk" PRIMARY KEY("day","path")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_sources" (
	"day" date NOT NULL,
	"referrer_host" text NOT NULL,
	"utm_source" text NOT NULL,
	"utm_medium" text NOT NULL,
	"utm_campaign" text NOT NULL,
	"landing_path" text NOT NULL,
	"content_id" text NOT NULL,
	"device" text NOT NULL,
	"visitors" integer NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "analytics_daily_sources_pk" PRIMARY KEY("day","referrer_host","utm_source","utm_medium","utm_campaign","landing_path","content_id","device")
);
--> statement-breakpoint
CREATE TABLE "analytics_leads" (
	"kind" text NOT NULL,
	"lead_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"found" boolean NOT NULL,
	"landing_path" text,
	"content_kind" text,
	"content_id" text,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	CONSTRAINT "analytics_leads_kind_lead_id_pk" PRIMARY KEY("kind","lead_id"),
	CONSTRAINT "analytics_leads_kind_check" CHECK ("analytics_leads"."kind" in ('contact', 'meeting', 'chat', 'newsletter', 'catalogue', 'comment'))
);
--> statement-breakpoint
CREATE TABLE "analytics_rolled_days" (
	"day" date PRIMARY KEY NOT NULL,
	"rolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	"path" text NOT NULL,
	"content_kind" text,
	"content_id" text,
	"referrer_host" text,
	"referrer" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"device" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"landing" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_visits" (
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"landing_path" text NOT NULL,
	"content_kind" text,
	"content_id" text,
	"referrer_host" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"device" text NOT NULL,
	CONSTRAINT "analytics_visits_day_visitor_hash_pk" PRIMARY KEY("day","visitor_hash")
);
--> statement-breakpoint
CREATE INDEX "analytics_daily_pages_content_idx" ON "analytics_daily_pages" USING btree ("content_id","day");--> statement-breakpoint
CREATE INDEX "analytics_leads_at_idx" ON "analytics_leads" USING btree ("at");--> statement-breakpoint
CREATE INDEX "analytics_leads_content_idx" ON "analytics_leads" USING btree ("content_id","at");--> statement-breakpoint
CREATE INDEX "analytics_views_day_idx" ON "analytics_views" USING btree ("day","path");--> statement-breakpoint
CREATE INDEX "analytics_views_at_idx" ON "analytics_views" USING btree ("at");