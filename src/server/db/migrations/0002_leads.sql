CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"company" text,
	"service_interest" text NOT NULL,
	"message_to" text NOT NULL,
	"message" text NOT NULL,
	"source" text NOT NULL,
	"details" jsonb,
	"status" text DEFAULT 'new' NOT NULL,
	"sync_status" text NOT NULL,
	"sync_attempts" integer DEFAULT 0 NOT NULL,
	"sync_error" text,
	"synced_at" timestamp with time zone,
	"crm_lead_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_messages_status_check" CHECK ("contact_messages"."status" in ('new', 'contacted', 'qualified', 'converted', 'closed')),
	CONSTRAINT "contact_messages_sync_check" CHECK ("contact_messages"."sync_status" in ('pending', 'synced', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"subject_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('pending', 'running', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "meeting_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"company" text,
	"meeting_type" text NOT NULL,
	"subject" text NOT NULL,
	"description" text,
	"preferred_date" text,
	"preferred_time" text,
	"timezone" text NOT NULL,
	"preferred_at" timestamp with time zone,
	"duration" integer NOT NULL,
	"service_interests" jsonb NOT NULL,
	"source" text NOT NULL,
	"priority" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "meeting_requests_status_check" CHECK ("meeting_requests"."status" in ('pending', 'confirmed', 'rescheduled', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status");--> statement-breakpoint
CREATE INDEX "contact_messages_sync_idx" ON "contact_messages" USING btree ("sync_status");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "jobs_subject_idx" ON "jobs" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "meeting_requests_created_idx" ON "meeting_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "meeting_requests_status_idx" ON "meeting_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "meeting_requests_preferred_idx" ON "meeting_requests" USING btree ("preferred_at");