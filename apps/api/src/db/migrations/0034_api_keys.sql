CREATE TABLE "buyer_api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"name" text NOT NULL,
	"scopes" text[] NOT NULL,
	"prefix" text NOT NULL,
	"key_hash" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "buyer_api_keys_key_hash_unique" UNIQUE("key_hash"),
	CONSTRAINT "buyer_api_keys_hash_length" CHECK (octet_length("buyer_api_keys"."key_hash") = 32),
	CONSTRAINT "buyer_api_keys_scopes_known" CHECK (cardinality("buyer_api_keys"."scopes") > 0 and "buyer_api_keys"."scopes" <@ array['catalog:read', 'orders:read', 'orders:write', 'quotations:write']::text[]),
	CONSTRAINT "buyer_api_keys_name" CHECK (length("buyer_api_keys"."name") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "buyer_api_keys" ADD CONSTRAINT "buyer_api_keys_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_api_keys" ADD CONSTRAINT "buyer_api_keys_member_id_buyer_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."buyer_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_api_keys_buyer_idx" ON "buyer_api_keys" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "buyer_api_keys_member_idx" ON "buyer_api_keys" USING btree ("member_id");