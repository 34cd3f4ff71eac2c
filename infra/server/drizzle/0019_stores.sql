CREATE TABLE "stores" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"country" text NOT NULL,
	"name" text NOT NULL,
	"address_line1" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"phone" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"services" text[] NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "stores_country" CHECK ("stores"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "stores_latitude" CHECK ("stores"."latitude" between -90 and 90),
	CONSTRAINT "stores_longitude" CHECK ("stores"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE INDEX "stores_brand_country" ON "stores" USING btree ("brand","country");