CREATE TABLE "buyer_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "buyer_sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "buyer_sessions_hash_length" CHECK (octet_length("buyer_sessions"."token_hash") = 32),
	CONSTRAINT "buyer_sessions_expiry" CHECK ("buyer_sessions"."expires_at" > "buyer_sessions"."created_at")
);
--> statement-breakpoint
ALTER TABLE "buyer_sessions" ADD CONSTRAINT "buyer_sessions_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_sessions_buyer_idx" ON "buyer_sessions" USING btree ("buyer_id");