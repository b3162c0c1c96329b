ALTER TABLE "settings" ALTER COLUMN "seller_name" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "seller_name_ko" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "seller_registration_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "seller_customs_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "seller_representative" text DEFAULT '' NOT NULL;