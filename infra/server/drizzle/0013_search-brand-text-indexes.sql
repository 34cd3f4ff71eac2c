DROP INDEX "search_documents_en";--> statement-breakpoint
DROP INDEX "search_documents_de";--> statement-breakpoint
DROP INDEX "search_documents_fr";--> statement-breakpoint
DROP INDEX "search_documents_it";--> statement-breakpoint
DROP INDEX "search_documents_es";--> statement-breakpoint
DROP INDEX "search_documents_nl";--> statement-breakpoint
DROP INDEX "search_documents_pl";--> statement-breakpoint
DROP INDEX "search_documents_pt";--> statement-breakpoint
CREATE INDEX "search_documents_en_northbound" ON "search_documents" USING gin ("document") WHERE language = 'en' and brand = 'northbound';--> statement-breakpoint
CREATE INDEX "search_documents_en_kerbside" ON "search_documents" USING gin ("document") WHERE language = 'en' and brand = 'kerbside';--> statement-breakpoint
CREATE INDEX "search_documents_en_fieldwear" ON "search_documents" USING gin ("document") WHERE language = 'en' and brand = 'fieldwear';--> statement-breakpoint
CREATE INDEX "search_documents_de_northbound" ON "search_documents" USING gin ("document") WHERE language = 'de' and brand = 'northbound';--> statement-breakpoint
CREATE INDEX "search_documents_de_kerbside" ON "search_documents" USING gin ("document") WHERE language = 'de' and brand = 'kerbside';--> statement-breakpoint
CREATE INDEX "search_documents_de_fieldwear" ON "search_documents" USING gin ("document") WHERE language = 'de' and brand = 'fieldwear';--> statement-breakpoint
CREATE INDEX "search_documents_fr_northbound" ON "search_documents" USING gin ("document") WHERE language = 'fr' and brand = 'northbound';--> statement-breakpoint
CREATE INDEX "search_documents_fr_kerbside" ON "search_documents" USING gin ("document") WHERE language = 'fr' and brand = 'kerbside';--> statement-breakpoint
CREATE INDEX "search_documents_fr_fieldwear" ON "search_documents" USING gin ("document") WHERE language = 'fr' and brand = 'fieldwear';--> statement-breakpoint
CREATE INDEX "search_documents_it_northbound" ON "search_documents" USING gin ("document") WHERE language = 'it' and brand = 'northbound';--> statement-breakpoint
CREATE INDEX "search_documents_it_kerbside" ON "search_documents" USING gin ("document") WHERE language = 'it' and brand = 'kerbside';--> statement-breakpoint
CREATE INDEX "search_documents_it_fieldwear" ON "search_documents" USING gin ("document") WHERE language = 'it' and brand = 'fieldwear';--> statement-breakpoint
CREATE INDEX "search_documents_es_northbound" ON "search_documents" USING gin ("document") WHERE language = 'es' and brand = 'northbound';--> statement-breakpoint
CREATE INDEX "search_documents_es_kerbside" ON "search_documents" USING gin ("document") WHERE language = 'es' and brand = 'kerbside';--> statement-breakpoint
CREATE INDEX "search_documents_es_fieldwear" ON "search_documents" USING gin ("document") WHERE language = 'es' and brand = 'fieldwear';--> statement-breakpoint
CREATE INDEX "search_documents_nl_northbound" ON "search_documents" USING gin ("document") WHERE language = 'nl' and brand = 'northbound';--> statement-breakpoint
CREATE INDEX "search_documents_nl_kerbside" ON "search_documents" USING gin ("document") WHERE language = 'nl' and brand = 'kerbside';--> statement-breakpoint
CREATE INDEX "search_documents_nl_fieldwear" ON "search_documents" USING gin ("document") WHERE language = 'nl' and brand = 'fieldwear';--> statement-breakpoint
CREATE INDEX "search_documents_pl_northbound" ON "search_documents" USING gin ("document") WHERE language = 'pl' and brand = 'northbound';--> statement-breakpoint
CREATE INDEX "search_documents_pl_kerbside" ON "search_documents" USING gin ("document") WHERE language = 'pl' and brand = 'kerbside';--> statement-breakpoint
CREATE INDEX "search_documents_pl_fieldwear" ON "search_documents" USING gin ("document") WHERE language = 'pl' and brand = 'fieldwear';--> statement-breakpoint
CREATE INDEX "search_documents_pt_northbound" ON "search_documents" USING gin ("document") WHERE language = 'pt' and brand = 'northbound';--> statement-breakpoint
CREATE INDEX "search_documents_pt_kerbside" ON "search_documents" USING gin ("document") WHERE language = 'pt' and brand = 'kerbside';--> statement-breakpoint
CREATE INDEX "search_documents_pt_fieldwear" ON "search_documents" USING gin ("document") WHERE language = 'pt' and brand = 'fieldwear';