ALTER TABLE "search_documents" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "position" integer;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "released_on" date;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "rating_average" real;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "rating_count" integer;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "colour_bits" bigint;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "feature_bits" bigint;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "sizes_uk_bits" bigint;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "sizes_eu_bits" bigint;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "sizes_us_bits" bigint;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "price_gbp" integer;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "price_eur" integer;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "price_pln" integer;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "price_chf" integer;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "price_usd" integer;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "price_cad" integer;--> statement-breakpoint
CREATE INDEX "search_documents_language_brand" ON "search_documents" USING btree ("language","brand","product_id");--> statement-breakpoint
CREATE INDEX "search_documents_unfilled" ON "search_documents" USING btree ("product_id") WHERE position is null;