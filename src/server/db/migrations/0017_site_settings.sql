CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "privacy_audit_log" DROP CONSTRAINT "privacy_audit_action_check";--> statement-breakpoint
ALTER TABLE "privacy_audit_log" ALTER COLUMN "subject_masked" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "privacy_audit_log" ALTER COLUMN "subject_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "privacy_audit_log" ALTER COLUMN "summary" SET DEFAULT '{}'::jsonb;--> statement-breakpoint
ALTER TABLE "privacy_audit_log" ADD COLUMN "changes" jsonb;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_audit_log" ADD CONSTRAINT "privacy_audit_subject_check" CHECK (("privacy_audit_log"."subject_masked" is null) = ("privacy_audit_log"."subject_hash" is null));--> statement-breakpoint
ALTER TABLE "privacy_audit_log" ADD CONSTRAINT "privacy_audit_action_check" CHECK ("privacy_audit_log"."action" in ('export', 'erase', 'setting'));