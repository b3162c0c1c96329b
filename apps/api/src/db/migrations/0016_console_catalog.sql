CREATE TABLE "uploaded_images" (
	"hash" text NOT NULL,
	"width" smallint NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploaded_images_hash_width_pk" PRIMARY KEY("hash","width"),
	CONSTRAINT "uploaded_images_hash" CHECK ("uploaded_images"."hash" ~ '^[0-9a-f]{32}$'),
	CONSTRAINT "uploaded_images_width" CHECK ("uploaded_images"."width" between 16 and 4096)
);
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;
