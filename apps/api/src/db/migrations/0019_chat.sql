CREATE TABLE "chat_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_attachments_size" CHECK ("chat_attachments"."size" between 1 and 10485760 and "chat_attachments"."size" = octet_length("chat_attachments"."data")),
	CONSTRAINT "chat_attachments_type" CHECK ("chat_attachments"."content_type" in ('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf'))
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer,
	"visitor_id" integer,
	"quotation_id" integer,
	"order_id" integer,
	"state" text DEFAULT 'OPEN' NOT NULL,
	"assignee_id" integer,
	"person_read_id" bigint DEFAULT 0 NOT NULL,
	"operator_read_id" bigint DEFAULT 0 NOT NULL,
	"mailed_up_to" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_conversations_person" CHECK (("chat_conversations"."buyer_id" is null) <> ("chat_conversations"."visitor_id" is null)),
	CONSTRAINT "chat_conversations_subject" CHECK ("chat_conversations"."quotation_id" is null or "chat_conversations"."order_id" is null),
	CONSTRAINT "chat_conversations_state" CHECK ("chat_conversations"."state" in ('OPEN', 'CLOSED'))
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"conversation_id" integer NOT NULL,
	"author" text NOT NULL,
	"operator_id" integer,
	"body" text DEFAULT '' NOT NULL,
	"attachment_id" integer,
	"submission_key" text,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_messages_submission" UNIQUE("conversation_id","author","submission_key"),
	CONSTRAINT "chat_messages_author" CHECK ("chat_messages"."author" in ('buyer', 'visitor', 'operator')),
	CONSTRAINT "chat_messages_operator" CHECK ("chat_messages"."author" = 'operator' or "chat_messages"."operator_id" is null),
	CONSTRAINT "chat_messages_body" CHECK (length("chat_messages"."body") <= 2000 and (length("chat_messages"."body") > 0 or "chat_messages"."attachment_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "chat_stream_tickets" (
	"token_hash" "bytea" PRIMARY KEY NOT NULL,
	"buyer_id" integer,
	"visitor_id" integer,
	"operator_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_stream_tickets_one" CHECK (num_nonnulls("chat_stream_tickets"."buyer_id", "chat_stream_tickets"."visitor_id", "chat_stream_tickets"."operator_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "chat_visitors" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_visitors_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "chat_visitors_name" CHECK (length("chat_visitors"."name") between 1 and 100),
	CONSTRAINT "chat_visitors_email" CHECK (length("chat_visitors"."email") between 3 and 254)
);
--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_visitor_id_chat_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."chat_visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_quotation_id_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_assignee_id_operators_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_attachment_id_chat_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."chat_attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_stream_tickets" ADD CONSTRAINT "chat_stream_tickets_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_stream_tickets" ADD CONSTRAINT "chat_stream_tickets_visitor_id_chat_visitors_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."chat_visitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_stream_tickets" ADD CONSTRAINT "chat_stream_tickets_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_buyer_subject" ON "chat_conversations" USING btree ("buyer_id",coalesce("quotation_id", 0),coalesce("order_id", 0)) WHERE "chat_conversations"."buyer_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_visitor_one" ON "chat_conversations" USING btree ("visitor_id") WHERE "chat_conversations"."visitor_id" is not null;--> statement-breakpoint
CREATE INDEX "chat_conversations_updated_idx" ON "chat_conversations" USING btree ("state","updated_at");--> statement-breakpoint
CREATE INDEX "chat_messages_cursor_idx" ON "chat_messages" USING btree ("xid","id");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "chat_stream_tickets_expires_idx" ON "chat_stream_tickets" USING btree ("expires_at");