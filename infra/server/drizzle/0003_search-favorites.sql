CREATE TABLE "favorites" (
	"customer_id" text NOT NULL,
	"brand" text NOT NULL,
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_customer_id_brand_product_id_pk" PRIMARY KEY("customer_id","brand","product_id")
);
--> statement-breakpoint
CREATE TABLE "search_categories" (
	"brand" text NOT NULL,
	"language" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"product_count" integer NOT NULL,
	CONSTRAINT "search_categories_brand_language_slug_pk" PRIMARY KEY("brand","language","slug")
);
--> statement-breakpoint
CREATE TABLE "search_colours" (
	"code" text PRIMARY KEY NOT NULL,
	"hex" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_documents" (
	"product_id" text NOT NULL,
	"language" text NOT NULL,
	"brand" text NOT NULL,
	"document" "tsvector" NOT NULL,
	CONSTRAINT "search_documents_product_id_language_pk" PRIMARY KEY("product_id","language")
);
--> statement-breakpoint
CREATE TABLE "search_listing" (
	"product_id" text PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"category_slug" text NOT NULL,
	"gender" text NOT NULL,
	"size_chart" text NOT NULL,
	"position" integer NOT NULL,
	"released_on" date NOT NULL,
	"rating_average" real,
	"rating_count" integer NOT NULL,
	"badges" text[] NOT NULL,
	"colours" text[] NOT NULL,
	"features" text[] NOT NULL,
	"sizes_eu_dc" text[] NOT NULL,
	"sizes_us_dc" text[] NOT NULL,
	"stock_eu_dc" integer NOT NULL,
	"stock_us_dc" integer NOT NULL,
	"names" jsonb NOT NULL,
	"path" text NOT NULL,
	"image" text NOT NULL,
	"colour_count" integer NOT NULL,
	"price_gbp" integer NOT NULL,
	"list_gbp" integer NOT NULL,
	"price_eur" integer NOT NULL,
	"list_eur" integer NOT NULL,
	"price_pln" integer NOT NULL,
	"list_pln" integer NOT NULL,
	"price_chf" integer NOT NULL,
	"list_chf" integer NOT NULL,
	"price_usd" integer NOT NULL,
	"list_usd" integer NOT NULL,
	"price_cad" integer NOT NULL,
	"list_cad" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_phrases" (
	"language" text NOT NULL,
	"brand" text NOT NULL,
	"phrase" text NOT NULL,
	"weight" integer NOT NULL,
	CONSTRAINT "search_phrases_language_brand_phrase_pk" PRIMARY KEY("language","brand","phrase")
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"language" text NOT NULL,
	"brand" text NOT NULL,
	"word" text NOT NULL,
	"frequency" integer NOT NULL,
	CONSTRAINT "search_vocabulary_language_brand_word_pk" PRIMARY KEY("language","brand","word")
);
--> statement-breakpoint
CREATE INDEX "favorites_customer_brand_position" ON "favorites" USING btree ("customer_id","brand","position");--> statement-breakpoint
CREATE INDEX "search_documents_en" ON "search_documents" USING gin ("document") WHERE language = 'en';--> statement-breakpoint
CREATE INDEX "search_documents_de" ON "search_documents" USING gin ("document") WHERE language = 'de';--> statement-breakpoint
CREATE INDEX "search_documents_fr" ON "search_documents" USING gin ("document") WHERE language = 'fr';--> statement-breakpoint
CREATE INDEX "search_documents_it" ON "search_documents" USING gin ("document") WHERE language = 'it';--> statement-breakpoint
CREATE INDEX "search_documents_es" ON "search_documents" USING gin ("document") WHERE language = 'es';--> statement-breakpoint
CREATE INDEX "search_documents_nl" ON "search_documents" USING gin ("document") WHERE language = 'nl';--> statement-breakpoint
CREATE INDEX "search_documents_pl" ON "search_documents" USING gin ("document") WHERE language = 'pl';--> statement-breakpoint
CREATE INDEX "search_documents_pt" ON "search_documents" USING gin ("document") WHERE language = 'pt';--> statement-breakpoint
CREATE INDEX "search_listing_brand_category" ON "search_listing" USING btree ("brand","category_slug" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_listing_brand_position" ON "search_listing" USING btree ("brand","position","product_id");--> statement-breakpoint
CREATE INDEX "search_phrases_phrase_trgm" ON "search_phrases" USING gin ("phrase" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_vocabulary_word_trgm" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);