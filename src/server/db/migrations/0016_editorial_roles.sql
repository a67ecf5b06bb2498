ALTER TABLE "case_studies" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "case_studies" ADD COLUMN "review_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "review_state" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "review_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "case_studies_review_idx" ON "case_studies" USING btree ("review_state","review_changed_at");--> statement-breakpoint
CREATE INDEX "posts_review_idx" ON "posts" USING btree ("review_state","review_changed_at");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
-- Administrators keep their role: the flag becomes the role it meant.
UPDATE "users" SET "role" = 'administrator' WHERE "is_admin";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_admin";--> statement-breakpoint
ALTER TABLE "case_studies" ADD CONSTRAINT "case_studies_review_state_check" CHECK ("case_studies"."review_state" in ('submitted', 'returned'));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_review_state_check" CHECK ("posts"."review_state" in ('submitted', 'returned'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('reader', 'contributor', 'author', 'editor', 'administrator'));