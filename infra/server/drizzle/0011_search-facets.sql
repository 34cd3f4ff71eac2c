CREATE TABLE "search_facets" (
	"product_id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"category_slug" text NOT NULL,
	"gender" text NOT NULL,
	"position" integer NOT NULL,
	"released_on" date NOT NULL,
	"rating_average" real,
	"rating_count" integer NOT NULL,
	"colour_bits" bigint NOT NULL,
	"feature_bits" bigint NOT NULL,
	"sizes_uk_bits" bigint NOT NULL,
	"sizes_eu_bits" bigint NOT NULL,
	"sizes_us_bits" bigint NOT NULL,
	"price_gbp" integer NOT NULL,
	"price_eur" integer NOT NULL,
	"price_pln" integer NOT NULL,
	"price_chf" integer NOT NULL,
	"price_usd" integer NOT NULL,
	"price_cad" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_facets_brand_category" ON "search_facets" USING btree ("brand","category_slug" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_facets_brand_position" ON "search_facets" USING btree ("brand","position","product_id");