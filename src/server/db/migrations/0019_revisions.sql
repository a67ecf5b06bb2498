CREATE TABLE "editing_presence" (
	"kind" text NOT NULL,
	"item" text NOT NULL,
	"user_id" uuid NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editing_presence_kind_item_user_id_pk" PRIMARY KEY("kind","item","user_id")
);
--> statement-breakpoint
CREATE TABLE "revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid,
	"change" text NOT NULL,
	"version" integer,
	"snapshot" jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"saved_by" uuid,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "editing_presence" ADD CONSTRAINT "editing_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revisions_item_idx" ON "revisions" USING btree ("kind","item_id");--> statement-breakpoint
CREATE INDEX "revisions_saved_by_idx" ON "revisions" USING btree ("saved_by");--> statement-breakpoint
CREATE UNIQUE INDEX "revisions_working_copy_idx" ON "revisions" USING btree ("kind",coalesce("item_id", '00000000-0000-0000-0000-000000000000'::uuid),"saved_by") WHERE "revisions"."change" = 'autosave';