CREATE TABLE "support_files" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "support_files_type" CHECK ("support_files"."content_type" in ('application/pdf', 'image/png', 'image/jpeg', 'image/webp')),
	CONSTRAINT "support_files_size" CHECK ("support_files"."size" between 1 and 10485760 and octet_length("support_files"."data") = "support_files"."size")
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"topic" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"buyer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_requests_kind" CHECK ("support_requests"."kind" in ('supplier', 'brandRequest', 'contact', 'issue')),
	CONSTRAINT "support_requests_status" CHECK ("support_requests"."status" in ('new', 'inProgress', 'done')),
	CONSTRAINT "support_requests_language" CHECK ("support_requests"."language" in ('en', 'vi', 'es', 'ru', 'id')),
	CONSTRAINT "support_requests_contact" CHECK ("support_requests"."kind" = 'issue' or ("support_requests"."email" <> '' and "support_requests"."name" <> '')),
	CONSTRAINT "support_requests_fields" CHECK (jsonb_typeof("support_requests"."fields") = 'object')
);
--> statement-breakpoint
ALTER TABLE "support_files" ADD CONSTRAINT "support_files_request_id_support_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."support_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_requests_inbox_idx" ON "support_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "support_requests_kind_idx" ON "support_requests" USING btree ("kind","created_at");