CREATE TABLE "mail_recipient_limits" (
	"kind" text NOT NULL,
	"address" text NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_recipient_limits_kind_address_pk" PRIMARY KEY("kind","address")
);
