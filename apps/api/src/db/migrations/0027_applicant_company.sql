ALTER TABLE "buyers" ADD COLUMN "company_registration_no" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "buyers" ADD COLUMN "website" text DEFAULT '' NOT NULL;