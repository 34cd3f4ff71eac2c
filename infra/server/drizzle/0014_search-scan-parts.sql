DROP INDEX "search_documents_en_northbound";--> statement-breakpoint
DROP INDEX "search_documents_en_kerbside";--> statement-breakpoint
DROP INDEX "search_documents_en_fieldwear";--> statement-breakpoint
DROP INDEX "search_documents_de_northbound";--> statement-breakpoint
DROP INDEX "search_documents_de_kerbside";--> statement-breakpoint
DROP INDEX "search_documents_de_fieldwear";--> statement-breakpoint
DROP INDEX "search_documents_fr_northbound";--> statement-breakpoint
DROP INDEX "search_documents_fr_kerbside";--> statement-breakpoint
DROP INDEX "search_documents_fr_fieldwear";--> statement-breakpoint
DROP INDEX "search_documents_it_northbound";--> statement-breakpoint
DROP INDEX "search_documents_it_kerbside";--> statement-breakpoint
DROP INDEX "search_documents_it_fieldwear";--> statement-breakpoint
DROP INDEX "search_documents_es_northbound";--> statement-breakpoint
DROP INDEX "search_documents_es_kerbside";--> statement-breakpoint
DROP INDEX "search_documents_es_fieldwear";--> statement-breakpoint
DROP INDEX "search_documents_nl_northbound";--> statement-breakpoint
DROP INDEX "search_documents_nl_kerbside";--> statement-breakpoint
DROP INDEX "search_documents_nl_fieldwear";--> statement-breakpoint
DROP INDEX "search_documents_pl_northbound";--> statement-breakpoint
DROP INDEX "search_documents_pl_kerbside";--> statement-breakpoint
DROP INDEX "search_documents_pl_fieldwear";--> statement-breakpoint
DROP INDEX "search_documents_pt_northbound";--> statement-breakpoint
DROP INDEX "search_documents_pt_kerbside";--> statement-breakpoint
DROP INDEX "search_documents_pt_fieldwear";--> statement-breakpoint
DROP INDEX "search_documents_language_brand";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "scan_part" smallint GENERATED ALWAYS AS ((hashtext(product_id) & 1)::smallint) STORED;--> statement-breakpoint
CREATE INDEX "search_documents_language_brand" ON "search_documents" USING btree ("language","brand","scan_part","product_id");--> statement-breakpoint
-- Each scan part of a language and brand on its own pages (the text indexes are built after, on the new order).
CLUSTER "search_documents" USING "search_documents_language_brand";--> statement-breakpoint
CREATE INDEX "search_documents_en_northbound_0" ON "search_documents" USING gin ("document") WHERE language = 'en' and brand = 'northbound' and scan_part = 0;--> statement-breakpoint
CREATE INDEX "search_documents_en_northbound_1" ON "search_documents" USING gin ("document") WHERE language = 'en' and brand = 'northbound' and scan_part = 1;--> statement-breakpoint
CREATE INDEX "search_documents_en_kerbside_0" ON "search_documents" USING gin ("document") WHERE language = 'en' and brand = 'kerbside' and scan_part = 0;--> statement-breakpoint
CREATE INDEX "search_documents_en_kerbside_1" ON "search_documents" USING gin ("document") WHERE language = 'en' and brand = 'kerbside' and scan_part = 1;--> statement-breakpoint
CREATE INDEX "search_documents_en_fieldwear_0" ON "search_documents" USING gin ("document") WHERE language = 'en' and brand = 'fieldwear' and scan_part = 0;--> statement-breakpoint
CREATE INDEX "search_documents_en_fieldwear_1" ON "search_documents" USING gin ("document") WHERE language = 'en' and brand = 'fieldwear' and scan_part = 1;--> statement-breakpoint
CREATE INDEX "search_documents_de_northbound_0" ON "search_documents" USING gin ("document") WHERE language = 'de' and brand = 'northbound' and scan_part = 0;--> statement-breakpoint
CREATE INDEX "search_documents_de_northbound_1" ON "search_documents" USING gin ("document") WHERE language = 'de' and brand = 'northbound' and scan_part = 1;--> statement-breakpoint
CREATE INDEX "search_documents_de_kerbside_0" ON "search_documents" USING gin ("document") WHERE language = 'de' and brand = 'kerbside' and scan_part = 0;--> statement-breakpoint
CREATE INDEX "search_documents_de_kerbside_1" ON "search_documents" USING gin ("document") WHERE language = 'de' and brand = 'kerbside' and scan_part = 1;--> statement-breakpoint
CREATE INDEX "search_documents_de_fieldwear_0" ON "search_documents" USING gin ("document") WHERE language = 'de' and brand = 'fieldwear' and scan_part = 0;--> statement-breakpoint
CREATE INDEX "search_documents_de_fieldwear_1" ON "search_documents" USING gin ("document") WHERE language = 'de' and brand = 'fieldwear' and scan_part = 1;--> statement-breakpoint
CREATE INDEX "search_documents_fr_northbound_0" ON "search_documents" USING gin ("document") WHERE language = 'fr' and brand = 'northbound' and scan_part = 0;--> statement-breakpoint
CREATE INDEX "search_documents_fr_northbound_1" ON "search_documents" USING gin ("document") WHERE language = 'fr' and brand = 'northbound' and scan_part = 1;--> statement-breakpoint
CREATE INDEX "search_documents_fr_kerbside_0" ON "search_documents" USING gin ("document") WHERE language = 'fr' and brand = 'kerbside' and scan_part = 0;--> statement-breakpoint
CREATE INDEX "search_documents_fr_kerbside_1" ON "search_documents" USING gin ("document") WHERE language = 'fr' and brand = 'kerbside' and scan_part = 1;--> statement-breakpoint
CREATE INDEX "search_documents_fr_fieldwear_0" ON "search_documents" USING gin ("document") WHERE language = 'fr' and brand = 'fieldwear' and scan_part = 0;--> statement-breakpoint
CREATE INDEX "search_documents_fr_fieldwear_1" ON "search_documents" USING gin ("document") WHERE language = 'fr' and brand = 'fieldwear' and scan_part = 1;--> statement-breakpoint
CREATE INDEX "search_documents_it_northbound_0" ON "search_documents" USING gin ("document") WHERE language = 'it' and brand = 'northbound' and scan_part = 0;--> statement-breakpoint
CREATE INDEX "search_documents_it_northbound_1" ON "search_documents" USING gin ("document") WHERE language = 'it' and brand = 'northbound' and scan_part = 1;--> statement-breakpoint
CREATE INDEX "search_documents_it_kerbside_0" ON "search_documents" USING gin ("document") WHERE language = 'it' and brand = 'kerbside' and scan_part = 0;--> statement-breakpoint
CREATE INDEX "search_documents_it_kerbside_1" ON "search_documents" USING gin ("document") WHERE language = 'it' and brand = 'kerbside' and scan_part = 1;--> statement-breakpoint
CREATE INDEX "search_documents_it_fieldwear_0" ON "search_documents" USING gin ("document") WHERE language = 'it' and brand = 'fieldwear' and scan_part = 0;--> statement-breakpoint
CREATE INDEX "search_documents_it_fieldwear_1" ON "search_documents" USING gin ("document") WHERE language = 'it' and brand = 'fieldwear' and scan_part = 1;--> statement-breakpoint
CREATE INDEX "search_documents_es_northbound_0" ON "search_documents" USING gin ("document") WHERE language = 'es' and brand = 'northbound' and scan_part = 0;--> statement-breakpoint
CREATE INDEX "search_documents_es_northbound_1" ON "search_documents" USING gin ("document") WHERE language = 'es' and brand = 'northbound' and scan_part = 1;--> statement-breakpoint
CREATE INDEX "search_documents_es_kerbside_0" ON "search_documents" USING gin ("document") WHERE language = 'es' and brand = 'kerbside' and scan_part = 0;--> statement-breakpoint
CREATE INDEX "search_documents_es_kerbside_1" ON "search_documents" USING gin ("document") WHERE language = 'es' and brand = 'kerbside' and scan_part = 1;--> statement-breakpoint
CREATE INDEX "search_documents_es_fieldwear_0" ON "search_documents" USING gin ("document") WHERE language = 'es' and brand = 'fieldwear' and scan_part = 0;--> statement-breakpoint
CREATE INDEX "search_documents_es_fieldwear_1" ON "search_documents" USING gin ("document") WHERE language = 'es' and brand = 'fieldwear' and scan_part = 1;--> statement-breakpoint
CREATE INDEX "search_documents_nl_northbound_0" ON "search_documents" USING gin ("document") WHERE language = 'nl' and brand = 'northbound' and scan_part = 0;--> statement-breakpoint
CREATE INDEX "search_documents_nl_northbound_1" ON "search_documents" USING gin ("document") WHERE language = 'nl' and brand = 'northbound' and scan_part = 1;--> statement-breakpoint
CREATE INDEX "search_documents_nl_kerbside_0" ON "search_documents" USING gin ("document") WHERE language = 'nl' and brand = 'kerbside' and scan_part = 0;--> statement-breakpoint
CREATE INDEX "search_documents_nl_kerbside_1" ON "search_documents" USING gin ("document") WHERE language = 'nl' and brand = 'kerbside' and scan_part = 1;--> statement-breakpoint
CREATE INDEX "search_documents_nl_fieldwear_0" ON "search_documents" USING gin ("document") WHERE language = 'nl' and brand = 'fieldwear' and scan_part = 0;--> statement-breakpoint
CREATE INDEX "search_documents_nl_fieldwear_1" ON "search_documents" USING gin ("document") WHERE language = 'nl' and brand = 'fieldwear' and scan_part = 1;--> statement-breakpoint
CREATE INDEX "search_documents_pl_northbound_0" ON "search_documents" USING gin ("document") WHERE language = 'pl' and brand = 'northbound' and scan_part = 0;--> statement-breakpoint
CREATE INDEX "search_documents_pl_northbound_1" ON "search_documents" USING gin ("document") WHERE language = 'pl' and brand = 'northbound' and scan_part = 1;--> statement-breakpoint
CREATE INDEX "search_documents_pl_kerbside_0" ON "search_documents" USING gin ("document") WHERE language = 'pl' and brand = 'kerbside' and scan_part = 0;--> statement-breakpoint
CREATE INDEX "search_documents_pl_kerbside_1" ON "search_documents" USING gin ("document") WHERE language = 'pl' and brand = 'kerbside' and scan_part = 1;--> statement-breakpoint
CREATE INDEX "search_documents_pl_fieldwear_0" ON "search_documents" USING gin ("document") WHERE language = 'pl' and brand = 'fieldwear' and scan_part = 0;--> statement-breakpoint
CREATE INDEX "search_documents_pl_fieldwear_1" ON "search_documents" USING gin ("document") WHERE language = 'pl' and brand = 'fieldwear' and scan_part = 1;--> statement-breakpoint
CREATE INDEX "search_documents_pt_northbound_0" ON "search_documents" USING gin ("document") WHERE language = 'pt' and brand = 'northbound' and scan_part = 0;--> statement-breakpoint
CREATE INDEX "search_documents_pt_northbound_1" ON "search_documents" USING gin ("document") WHERE language = 'pt' and brand = 'northbound' and scan_part = 1;--> statement-breakpoint
CREATE INDEX "search_documents_pt_kerbside_0" ON "search_documents" USING gin ("document") WHERE language = 'pt' and brand = 'kerbside' and scan_part = 0;--> statement-breakpoint
CREATE INDEX "search_documents_pt_kerbside_1" ON "search_documents" USING gin ("document") WHERE language = 'pt' and brand = 'kerbside' and scan_part = 1;--> statement-breakpoint
CREATE INDEX "search_documents_pt_fieldwear_0" ON "search_documents" USING gin ("document") WHERE language = 'pt' and brand = 'fieldwear' and scan_part = 0;--> statement-breakpoint
CREATE INDEX "search_documents_pt_fieldwear_1" ON "search_documents" USING gin ("document") WHERE language = 'pt' and brand = 'fieldwear' and scan_part = 1;--> statement-breakpoint
ANALYZE "search_documents";