CREATE TABLE "idempotency_keys" (
	"owner" text NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" smallint,
	"response" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_owner_key_pk" PRIMARY KEY("owner","key"),
	CONSTRAINT "idempotency_keys_key" CHECK (length("idempotency_keys"."key") between 1 and 255),
	CONSTRAINT "idempotency_keys_done" CHECK (("idempotency_keys"."status" is null) = ("idempotency_keys"."response" is null))
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"purpose" text PRIMARY KEY NOT NULL,
	"key" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "server_keys_length" CHECK (octet_length("server_keys"."key") >= 32)
);
--> statement-breakpoint
CREATE TABLE "trusted_devices" (
	"token_hash" "bytea" PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trusted_devices_hash_length" CHECK (octet_length("trusted_devices"."token_hash") = 32)
);
--> statement-breakpoint
ALTER TABLE "search_log" ADD COLUMN "searcher" text;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "trusted_devices_created_idx" ON "trusted_devices" USING btree ("created_at");