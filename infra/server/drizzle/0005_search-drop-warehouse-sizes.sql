ALTER TABLE "search_listing" DROP COLUMN "sizes_eu_dc";--> statement-breakpoint
ALTER TABLE "search_listing" DROP COLUMN "sizes_us_dc";