CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"purpose" text NOT NULL,
	"action" text DEFAULT 'given' NOT NULL,
	"notice_version" text NOT NULL,
	"notice_hash" text NOT NULL,
	"source_page" text,
	"client_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_records_purpose_check" CHECK ("consent_records"."purpose" in ('contact', 'meeting', 'newsletter', 'chat', 'account', 'comment', 'reply-notifications', 'catalogue')),
	CONSTRAINT "consent_records_action_check" CHECK ("consent_records"."action" in ('given', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "privacy_audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"staff_user_id" uuid,
	"staff_email" text,
	"subject_masked" text NOT NULL,
	"subject_hash" text NOT NULL,
	"summary" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_audit_action_check" CHECK ("privacy_audit_log"."action" in ('export', 'erase')),
	CONSTRAINT "privacy_audit_actor_check" CHECK ("privacy_audit_log"."actor" in ('visitor', 'staff', 'retention'))
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"action" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_requests_action_check" CHECK ("privacy_requests"."action" in ('export', 'erase'))
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "meeting_requests" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "privacy_audit_log" ADD CONSTRAINT "privacy_audit_log_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_email_idx" ON "consent_records" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "privacy_audit_created_idx" ON "privacy_audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "privacy_audit_subject_idx" ON "privacy_audit_log" USING btree ("subject_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_token_idx" ON "privacy_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "privacy_requests_email_idx" ON "privacy_requests" USING btree ("email");--> statement-breakpoint
CREATE INDEX "privacy_requests_expires_idx" ON "privacy_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "contact_messages_email_idx" ON "contact_messages" USING btree ("email");--> statement-breakpoint
CREATE INDEX "meeting_requests_email_idx" ON "meeting_requests" USING btree ("email");