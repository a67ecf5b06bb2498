CREATE TABLE "case_studies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"client_name" text NOT NULL,
	"client_industry" text NOT NULL,
	"client_size" text NOT NULL,
	"project_duration" text DEFAULT '' NOT NULL,
	"project_budget" text DEFAULT '' NOT NULL,
	"challenge" text NOT NULL,
	"solution" text NOT NULL,
	"results" text NOT NULL,
	"metrics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"testimonials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"meta_title" text,
	"meta_description" text,
	"featured_image" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"author_id" uuid,
	"updated_by" uuid,
	"published_at" timestamp with time zone,
	"views" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"comments_version" integer DEFAULT 0 NOT NULL,
	"comments_open" boolean DEFAULT true NOT NULL,
	"search" "tsvector" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_studies_slug_unique" UNIQUE("slug"),
	CONSTRAINT "case_studies_status_check" CHECK ("case_studies"."status" in ('draft', 'published', 'scheduled')),
	CONSTRAINT "case_studies_industry_check" CHECK ("case_studies"."client_industry" in ('technology', 'healthcare', 'finance', 'manufacturing', 'retail', 'education', 'government', 'non-profit')),
	CONSTRAINT "case_studies_size_check" CHECK ("case_studies"."client_size" in ('startup', 'small', 'medium', 'large', 'enterprise'))
);
--> statement-breakpoint
CREATE TABLE "case_study_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"case_study_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_study_views" (
	"case_study_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "case_study_views_case_study_id_day_visitor_hash_pk" PRIMARY KEY("case_study_id","day","visitor_hash")
);
--> statement-breakpoint
ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_study_slug_history" ADD CONSTRAINT "case_study_slug_history_case_study_id_case_studies_id_fk" FOREIGN KEY ("case_study_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "case_study_views" ADD CONSTRAINT "case_study_views_case_study_id_case_studies_id_fk" FOREIGN KEY ("case_study_id") REFERENCES "public"."case_studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_studies_published_idx" ON "case_studies" USING btree ("status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "case_studies_industry_idx" ON "case_studies" USING btree ("status","client_industry","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "case_studies_updated_idx" ON "case_studies" USING btree ("updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "case_studies_search_idx" ON "case_studies" USING gin ("search");--> statement-breakpoint
CREATE INDEX "case_study_views_day_idx" ON "case_study_views" USING btree ("day");