-- Buyer companies with several people. A company is the approved buyer of before; each person signing in for it is a
-- member with their own login id, password and role. The company's account becomes its founding member, the owner: a
-- trigger keeps that member in step with the account's row (created with it, its password, name and e-mail), so every
-- path that writes `buyers` as before still does what it did.
CREATE TABLE "buyer_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"buyer_id" integer NOT NULL,
	"login_id" text NOT NULL,
	"password_hash" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	CONSTRAINT "buyer_members_role" CHECK ("buyer_members"."role" in ('OWNER', 'ADMIN', 'PURCHASER', 'VIEWER')),
	CONSTRAINT "buyer_members_status" CHECK ("buyer_members"."status" in ('active', 'suspended', 'removed')),
	CONSTRAINT "buyer_members_owner_stays" CHECK ("buyer_members"."role" <> 'OWNER' or "buyer_members"."status" <> 'removed')
);
--> statement-breakpoint
ALTER TABLE "buyer_members" ADD CONSTRAINT "buyer_members_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_members_login_id_idx" ON "buyer_members" USING btree (lower("login_id"));--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_members_owner_idx" ON "buyer_members" USING btree ("buyer_id") WHERE "buyer_members"."role" = 'OWNER';--> statement-breakpoint
CREATE INDEX "buyer_members_buyer_idx" ON "buyer_members" USING btree ("buyer_id","created_at");--> statement-breakpoint
INSERT INTO "buyer_members" ("buyer_id", "login_id", "password_hash", "name", "email", "role", "status", "created_at")
  SELECT "id", "login_id", "password_hash", "rep_contact_name", "rep_contact_email", 'OWNER', 'active', "created_at" FROM "buyers";--> statement-breakpoint
-- The founding member follows the account's row: created with it; its password (changed or reset), its name and
-- e-mail (the representative's) follow it; an account erased at withdrawal erases every member and ends their sign-in.
CREATE FUNCTION "hive_buyer_founder"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO buyer_members (buyer_id, login_id, password_hash, name, email, role)
      VALUES (NEW.id, NEW.login_id, NEW.password_hash, NEW.rep_contact_name, NEW.rep_contact_email, 'OWNER');
  ELSIF NEW.status = 'withdrawn' AND OLD.status IS DISTINCT FROM 'withdrawn' THEN
    UPDATE buyer_members SET name = '', email = '', password_hash = NEW.password_hash,
      status = CASE WHEN role = 'OWNER' THEN 'suspended' ELSE 'removed' END
      WHERE buyer_id = NEW.id;
  ELSE
    UPDATE buyer_members SET password_hash = NEW.password_hash, name = NEW.rep_contact_name,
      email = NEW.rep_contact_email
      WHERE buyer_id = NEW.id AND lower(login_id) = lower(NEW.login_id)
        AND (password_hash, name, email) IS DISTINCT FROM (NEW.password_hash, NEW.rep_contact_name, NEW.rep_contact_email);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "buyers_founder_created" AFTER INSERT ON "buyers" FOR EACH ROW EXECUTE FUNCTION "hive_buyer_founder"();--> statement-breakpoint
CREATE TRIGGER "buyers_founder_changed" AFTER UPDATE ON "buyers" FOR EACH ROW
  WHEN (NEW.password_hash IS DISTINCT FROM OLD.password_hash OR NEW.rep_contact_name IS DISTINCT FROM OLD.rep_contact_name
    OR NEW.rep_contact_email IS DISTINCT FROM OLD.rep_contact_email OR NEW.status IS DISTINCT FROM OLD.status)
  EXECUTE FUNCTION "hive_buyer_founder"();--> statement-breakpoint
-- Who a session is changes with the member's role or status: every process drops what it keeps (migration 0021).
CREATE TRIGGER "buyer_members_changed" AFTER UPDATE ON "buyer_members" FOR EACH ROW
  WHEN (NEW.role IS DISTINCT FROM OLD.role OR NEW.status IS DISTINCT FROM OLD.status OR NEW.name IS DISTINCT FROM OLD.name)
  EXECUTE FUNCTION "hive_sessions_changed"();--> statement-breakpoint
CREATE TRIGGER "buyer_members_deleted" AFTER DELETE OR TRUNCATE ON "buyer_members" FOR EACH STATEMENT
  EXECUTE FUNCTION "hive_sessions_changed"();--> statement-breakpoint
CREATE TABLE "buyer_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"key_hash" "bytea" NOT NULL,
	"invited_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"member_id" integer,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "buyer_invitations_role" CHECK ("buyer_invitations"."role" in ('ADMIN', 'PURCHASER', 'VIEWER')),
	CONSTRAINT "buyer_invitations_hash_length" CHECK (octet_length("buyer_invitations"."key_hash") = 32),
	CONSTRAINT "buyer_invitations_once" CHECK ("buyer_invitations"."accepted_at" is null or "buyer_invitations"."revoked_at" is null)
);
--> statement-breakpoint
ALTER TABLE "buyer_invitations" ADD CONSTRAINT "buyer_invitations_buyer_id_buyers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."buyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_invitations" ADD CONSTRAINT "buyer_invitations_invited_by_buyer_members_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."buyer_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_invitations" ADD CONSTRAINT "buyer_invitations_member_id_buyer_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."buyer_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_invitations_buyer_idx" ON "buyer_invitations" USING btree ("buyer_id","created_at");--> statement-breakpoint
-- Sessions: the member signed in (every session so far is the founder's).
ALTER TABLE "buyer_sessions" ADD COLUMN "member_id" integer;--> statement-breakpoint
UPDATE "buyer_sessions" s SET "member_id" = m."id" FROM "buyer_members" m WHERE m."buyer_id" = s."buyer_id" AND m."role" = 'OWNER';--> statement-breakpoint
ALTER TABLE "buyer_sessions" ALTER COLUMN "member_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "buyer_sessions" ADD CONSTRAINT "buyer_sessions_member_id_buyer_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."buyer_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_sessions_member_idx" ON "buyer_sessions" USING btree ("member_id");--> statement-breakpoint
-- Carts and baskets are each member's own (the company's so far: its founder's).
ALTER TABLE "carts" ADD COLUMN "member_id" integer;--> statement-breakpoint
UPDATE "carts" c SET "member_id" = m."id" FROM "buyer_members" m WHERE m."buyer_id" = c."buyer_id" AND m."role" = 'OWNER';--> statement-breakpoint
ALTER TABLE "carts" DROP CONSTRAINT "carts_buyer_id_unique";--> statement-breakpoint
ALTER TABLE "carts" DROP CONSTRAINT "carts_buyer_id_buyers_id_fk";--> statement-breakpoint
ALTER TABLE "carts" DROP COLUMN "buyer_id";--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_member_id_buyer_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."buyer_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_member_id_unique" UNIQUE("member_id");--> statement-breakpoint
ALTER TABLE "basket_items" ADD COLUMN "member_id" integer;--> statement-breakpoint
UPDATE "basket_items" b SET "member_id" = m."id" FROM "buyer_members" m WHERE m."buyer_id" = b."buyer_id" AND m."role" = 'OWNER';--> statement-breakpoint
ALTER TABLE "basket_items" ALTER COLUMN "member_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "basket_items" DROP CONSTRAINT "basket_items_product";--> statement-breakpoint
ALTER TABLE "basket_items" DROP CONSTRAINT "basket_items_buyer_id_buyers_id_fk";--> statement-breakpoint
ALTER TABLE "basket_items" DROP COLUMN "buyer_id";--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_member_id_buyer_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."buyer_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_product" UNIQUE("member_id","product_id");--> statement-breakpoint
-- Who acted for the buyer: the member, on every event a buyer made (the founder's so far).
ALTER TABLE "order_events" ADD COLUMN "member_id" integer;--> statement-breakpoint
ALTER TABLE "quotation_events" ADD COLUMN "member_id" integer;--> statement-breakpoint
UPDATE "order_events" e SET "member_id" = m."id" FROM "orders" o, "buyer_members" m
  WHERE e."actor" = 'buyer' AND o."id" = e."order_id" AND m."buyer_id" = o."buyer_id" AND m."role" = 'OWNER';--> statement-breakpoint
UPDATE "quotation_events" e SET "member_id" = m."id" FROM "quotations" q, "buyer_members" m
  WHERE e."actor" = 'buyer' AND q."id" = e."quotation_id" AND m."buyer_id" = q."buyer_id" AND m."role" = 'OWNER';--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_member_id_buyer_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."buyer_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_events" ADD CONSTRAINT "quotation_events_member_id_buyer_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."buyer_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The approval limit, and orders waiting for approval (their stock held as a placed order's).
ALTER TABLE "buyers" ADD COLUMN "approval_limit" bigint;--> statement-breakpoint
ALTER TABLE "buyers" ADD CONSTRAINT "buyers_approval_limit" CHECK ("buyers"."approval_limit" is null or "buyers"."approval_limit" >= 0);--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_state";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_quoted";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_confirmed_terms";--> statement-breakpoint
DROP INDEX "orders_unpaid_idx";--> statement-breakpoint
CREATE INDEX "orders_unpaid_idx" ON "orders" USING btree ("pay_by") WHERE "orders"."state" in ('PENDING_APPROVAL', 'PLACED', 'CONFIRMED');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_state" CHECK (state in ('PENDING_APPROVAL', 'PLACED', 'CONFIRMED', 'PAID', 'PREPARING', 'SHIPPED', 'DELIVERED', 'CANCELLED'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quoted" CHECK ("orders"."state" in ('PENDING_APPROVAL', 'PLACED', 'CANCELLED') or not "orders"."freight_to_be_quoted");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_confirmed_terms" CHECK ("orders"."state" in ('PENDING_APPROVAL', 'PLACED', 'CANCELLED') or "orders"."payment_terms" is not null);
