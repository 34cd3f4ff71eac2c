CREATE INDEX "search_listing_name_en" ON "search_listing" USING gin (to_tsvector('simple'::regconfig, names ->> 'en'));--> statement-breakpoint
CREATE INDEX "search_listing_name_de" ON "search_listing" USING gin (to_tsvector('simple'::regconfig, names ->> 'de'));--> statement-breakpoint
CREATE INDEX "search_listing_name_fr" ON "search_listing" USING gin (to_tsvector('simple'::regconfig, names ->> 'fr'));--> statement-breakpoint
CREATE INDEX "search_listing_name_it" ON "search_listing" USING gin (to_tsvector('simple'::regconfig, names ->> 'it'));--> statement-breakpoint
CREATE INDEX "search_listing_name_es" ON "search_listing" USING gin (to_tsvector('simple'::regconfig, names ->> 'es'));--> statement-breakpoint
CREATE INDEX "search_listing_name_nl" ON "search_listing" USING gin (to_tsvector('simple'::regconfig, names ->> 'nl'));--> statement-breakpoint
CREATE INDEX "search_listing_name_pl" ON "search_listing" USING gin (to_tsvector('simple'::regconfig, names ->> 'pl'));--> statement-breakpoint
CREATE INDEX "search_listing_name_pt" ON "search_listing" USING gin (to_tsvector('simple'::regconfig, names ->> 'pt'));