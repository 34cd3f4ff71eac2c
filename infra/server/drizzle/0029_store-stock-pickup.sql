CREATE TABLE "store_inventory" (
	"store_id" text NOT NULL,
	"variant_id" text NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "store_inventory_store_id_variant_id_pk" PRIMARY KEY("store_id","variant_id"),
	CONSTRAINT "store_inventory_quantity_non_negative" CHECK ("store_inventory"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_places" (
	"country" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "store_places_country_kind_key_pk" PRIMARY KEY("country","kind","key")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_store_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_person" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_collected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "store_inventory" ADD CONSTRAINT "store_inventory_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "store_inventory_product" ON "store_inventory" USING btree ("product_id","store_id");--> statement-breakpoint
CREATE INDEX "orders_pickup_store" ON "orders" USING btree ("pickup_store_id","pickup_status") WHERE pickup_store_id is not null;--> statement-breakpoint
CREATE INDEX "stores_brand_latitude" ON "stores" USING btree ("brand","latitude");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_status" CHECK ("pickup_status" in ('waiting', 'ready', 'collected'));
