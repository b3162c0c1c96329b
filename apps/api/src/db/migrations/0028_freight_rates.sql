CREATE TABLE "freight_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"method" text NOT NULL,
	"currency" char(3) NOT NULL,
	"per_kg" integer NOT NULL,
	"per_cbm" integer NOT NULL,
	"minimum" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "freight_rates_route" UNIQUE("country_id","method","currency"),
	CONSTRAINT "freight_rates_method" CHECK ("freight_rates"."method" in ('SEA', 'AIR', 'COURIER')),
	CONSTRAINT "freight_rates_currency" CHECK ("freight_rates"."currency" in ('USD', 'KRW')),
	CONSTRAINT "freight_rates_amounts" CHECK ("freight_rates"."per_kg" >= 0 and "freight_rates"."per_cbm" >= 0 and "freight_rates"."minimum" >= 0)
);
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "insurance_rate_bp" smallint DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "freight_rates" ADD CONSTRAINT "freight_rates_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_insurance_rate" CHECK ("settings"."insurance_rate_bp" between 0 and 10000);