CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"basket_id" uuid NOT NULL,
	"variant_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "cart_items_quantity_positive" CHECK ("cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "cart_baskets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"locale" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"slug" text NOT NULL,
	"parent_id" text,
	"depth" integer NOT NULL,
	"position" integer NOT NULL,
	"names" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_colours" (
	"product_id" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"hex" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "catalog_colours_product_id_code_pk" PRIMARY KEY("product_id","code")
);
--> statement-breakpoint
CREATE TABLE "catalog_prices" (
	"product_id" text NOT NULL,
	"currency" text NOT NULL,
	"list_amount" integer NOT NULL,
	"sale_amount" integer,
	CONSTRAINT "catalog_prices_product_id_currency_pk" PRIMARY KEY("product_id","currency")
);
--> statement-breakpoint
CREATE TABLE "catalog_products" (
	"id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"category_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"badges" jsonb NOT NULL,
	"size_system" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_variants" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"colour_code" text NOT NULL,
	"size" text NOT NULL,
	"position" integer NOT NULL,
	"stock" integer NOT NULL,
	CONSTRAINT "catalog_variants_stock_non_negative" CHECK ("catalog_variants"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "content_assets" (
	"id" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"size" text NOT NULL,
	"blocks" jsonb NOT NULL,
	CONSTRAINT "content_assets_id_language_pk" PRIMARY KEY("id","language")
);
--> statement-breakpoint
CREATE TABLE "content_navigation" (
	"key" text NOT NULL,
	"language" text NOT NULL,
	"links" jsonb NOT NULL,
	CONSTRAINT "content_navigation_key_language_pk" PRIMARY KEY("key","language")
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"overlay_header" boolean NOT NULL,
	"header_style" text NOT NULL,
	"blocks" jsonb NOT NULL,
	CONSTRAINT "content_pages_slug_language_pk" PRIMARY KEY("slug","language")
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_basket_id_cart_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."cart_baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_colours" ADD CONSTRAINT "catalog_colours_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_prices" ADD CONSTRAINT "catalog_prices_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD CONSTRAINT "catalog_products_category_id_catalog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."catalog_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_variants" ADD CONSTRAINT "catalog_variants_product_id_catalog_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."catalog_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_basket_variant" ON "cart_items" USING btree ("basket_id","variant_id");--> statement-breakpoint
CREATE INDEX "cart_items_basket" ON "cart_items" USING btree ("basket_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_categories_brand_slug" ON "catalog_categories" USING btree ("brand","slug");--> statement-breakpoint
CREATE INDEX "catalog_products_brand_category" ON "catalog_products" USING btree ("brand","category_id","position");--> statement-breakpoint
CREATE INDEX "catalog_variants_product" ON "catalog_variants" USING btree ("product_id");