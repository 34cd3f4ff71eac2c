-- Hand-added: the demo catalogue of 0001 has no values for the new NOT NULL columns and its sizes are not canonical
-- keys, so it is cleared here and the server re-seeds it on the next start (seedIfEmpty). Baskets keep plain
-- variant ids; lines whose variant no longer exists drop out of the basket.
DELETE FROM "catalog_prices";--> statement-breakpoint
DELETE FROM "catalog_variants";--> statement-breakpoint
DELETE FROM "catalog_colours";--> statement-breakpoint
DELETE FROM "catalog_products";--> statement-breakpoint
DELETE FROM "catalog_categories";--> statement-breakpoint
CREATE TABLE "catalog_back_in_stock" (
	"variant_id" text NOT NULL,
	"email" text NOT NULL,
	"brand" text NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_inventory" (
	"variant_id" text NOT NULL,
	"warehouse_id" text NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "catalog_inventory_variant_id_warehouse_id_pk" PRIMARY KEY("variant_id","warehouse_id"),
	CONSTRAINT "catalog_inventory_quantity_non_negative" CHECK ("catalog_inventory"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "catalog_product_texts" (
	"product_id" text NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	CONSTRAINT "catalog_product_texts_product_id_language_pk" PRIMARY KEY("product_id","language")
);
--> statement-breakpoint
ALTER TABLE "catalog_variants" DROP CONSTRAINT "catalog_variants_stock_non_negative";--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "gender" text NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "kind" text NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "material" text NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "fit" text NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "care" text NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "features" text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "released_on" date NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "rating_average" numeric(2, 1);--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD COLUMN "size_chart" text NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_inventory" ADD CONSTRAINT "catalog_inventory_variant_id_catalog_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."catalog_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_product_texts" ADD CONSTRAINT "catalog_product_texts_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_back_in_stock_variant_email" ON "catalog_back_in_stock" USING btree ("variant_id","email");--> statement-breakpoint
CREATE INDEX "catalog_inventory_product" ON "catalog_inventory" USING btree ("product_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "catalog_products_brand_id" ON "catalog_products" USING btree ("brand","id");--> statement-breakpoint
ALTER TABLE "catalog_colours" DROP COLUMN "name";--> statement-breakpoint
ALTER TABLE "catalog_products" DROP COLUMN "description";--> statement-breakpoint
ALTER TABLE "catalog_products" DROP COLUMN "size_system";--> statement-breakpoint
ALTER TABLE "catalog_variants" DROP COLUMN "stock";